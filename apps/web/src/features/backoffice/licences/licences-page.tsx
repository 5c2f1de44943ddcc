import { useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { LICENCE_IMPORT_MAX_BYTES } from '@pulso/contracts/backoffice/licences';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useAdminErrorText, useSignOutOn401 } from '../admin-common/admin-query.tsx';
import { useLicenceImport } from './licences-api.ts';

const MAX_MB = LICENCE_IMPORT_MAX_BYTES / 1024 / 1024;

/** Brazil's licence registry from a CSV file: pick, import, see what changed or which lines are wrong. */
export default function LicencesPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const upload = useLicenceImport();
  const errorText = useAdminErrorText();
  useSignOutOn401(upload.error);
  const tooBig = file !== null && file.size > LICENCE_IMPORT_MAX_BYTES;
  const result = upload.data;
  return (
    <Stack>
      <Title order={1}>{t('backofficeAdmin.licences.title')}</Title>
      <Text c="dimmed">{t('backofficeAdmin.licences.intro')}</Text>
      <Group align="end">
        <FileInput
          label={t('backofficeAdmin.licences.file')}
          description={t('backofficeAdmin.licences.fileHint', { mb: MAX_MB })}
          accept=".csv,text/csv"
          value={file}
          onChange={(picked) => {
            setFile(picked);
            upload.reset();
          }}
          clearable
          error={tooBig ? t('backofficeAdmin.licences.tooBig', { mb: MAX_MB }) : undefined}
          style={{ flex: 1 }}
        />
        <Button
          disabled={!file || tooBig || upload.isPending}
          onClick={() => file && upload.mutate(file)}
        >
          {t('backofficeAdmin.licences.import')}
        </Button>
      </Group>
      {upload.isPending && (
        <Stack gap={4}>
          <Text size="sm">{t('backofficeAdmin.licences.importing')}</Text>
          <Progress
            value={100}
            animated
            striped
            aria-label={t('backofficeAdmin.licences.importing')}
          />
        </Stack>
      )}
      {upload.isError && (
        <Alert color="red">
          {isApiError(upload.error) && upload.error.status === 413
            ? t('backofficeAdmin.licences.tooBig', { mb: MAX_MB })
            : errorText(upload.error)}
        </Alert>
      )}
      {result && result.errors.length === 0 && (
        <Alert color="green" title={t('backofficeAdmin.licences.done')}>
          {t('backofficeAdmin.licences.counts', {
            imported: result.imported,
            updated: result.updated,
            unchanged: result.unchanged,
          })}
        </Alert>
      )}
      {result && result.errors.length > 0 && (
        <Stack>
          <Alert color="red" title={t('backofficeAdmin.licences.notImported')}>
            {t('backofficeAdmin.licences.fix', { count: result.errors.length })}
          </Alert>
          <Table striped aria-label={t('backofficeAdmin.licences.errors')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backofficeAdmin.licences.line')}</Table.Th>
                <Table.Th>{t('backofficeAdmin.licences.problem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.errors.map((error) => (
                <Table.Tr key={error.line}>
                  <Table.Td>{error.line}</Table.Td>
                  <Table.Td>
                    {error.problems.map((problem) => (
                      <Text size="sm" key={problem.code}>
                        {t(`backofficeAdmin.licences.problems.${problem.code}`, {
                          ...problem.params,
                          column: problem.column,
                        })}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
