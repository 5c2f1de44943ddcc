import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { AccountDetail } from '@pulso/contracts/backoffice/accounts';
import { useTranslation } from '../../../lib/translation.tsx';
import { AdminQuery, useAdminErrorText, useSignOutOn401 } from '../admin-common/admin-query.tsx';
import { AuditSection } from '../admin-common/audit-section.tsx';
import { useSetSpeakerTraining, useUserDetail, useUserSearch } from './users-api.ts';

function SpeakerTrainingSwitch({ account }: { account: AccountDetail }) {
  const { t } = useTranslation();
  const change = useSetSpeakerTraining(account.id);
  const errorText = useAdminErrorText();
  useSignOutOn401(change.error);
  return (
    <Stack gap="xs">
      <Switch
        label={t('backofficeAdmin.users.speakerTraining')}
        checked={account.canAccessSpeakerTraining}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
      />
      {change.isError && <Alert color="red">{errorText(change.error)}</Alert>}
    </Stack>
  );
}

function AccountCard({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useUserDetail(id);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card
      withBorder
      padding="lg"
      aria-label={t('backofficeAdmin.users.account')}
      component="section"
    >
      <AdminQuery query={query}>
        {(account) => (
          <Stack>
            <Group justify="space-between">
              <Title order={2}>{account.name}</Title>
              <Button variant="subtle" onClick={onClose}>
                {t('backofficeAdmin.common.close')}
              </Button>
            </Group>
            <Text>
              {account.email} · {account.country.toUpperCase()} · {account.licence ?? '—'} ·{' '}
              {account.specialty}
            </Text>
            <Text size="sm" c="dimmed">
              {t('backofficeAdmin.users.since', { date: date.format(new Date(account.createdAt)) })}
            </Text>
            {account.roles.length > 0 && (
              <Group gap="xs">
                {account.roles.map((role) => (
                  <Badge key={role} variant="light" tt="none">
                    {role}
                  </Badge>
                ))}
              </Group>
            )}
            <SpeakerTrainingSwitch account={account} />
            <Title order={3}>{t('backofficeAdmin.users.consents')}</Title>
            {account.registrationConsents.length + account.consentRecords.length === 0 ? (
              <Text>{t('backofficeAdmin.users.noConsents')}</Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('backofficeAdmin.users.consentWhat')}</Table.Th>
                    <Table.Th>{t('backofficeAdmin.users.consentChoice')}</Table.Th>
                    <Table.Th>{t('backofficeAdmin.users.consentWhen')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {account.registrationConsents.map((consent) => (
                    <Table.Tr key={`${consent.kind}-${consent.at}`}>
                      <Table.Td>
                        {consent.kind}
                        {consent.termsVersion ? ` (${consent.termsVersion})` : ''}
                      </Table.Td>
                      <Table.Td>
                        {t(
                          consent.granted
                            ? 'backofficeAdmin.users.granted'
                            : 'backofficeAdmin.users.refused',
                        )}
                      </Table.Td>
                      <Table.Td>{date.format(new Date(consent.at))}</Table.Td>
                    </Table.Tr>
                  ))}
                  {account.consentRecords.map((record) => (
                    <Table.Tr key={`${record.consentId}-${record.at}`}>
                      <Table.Td>
                        {t('backofficeAdmin.users.cookies', { host: record.host })}
                      </Table.Td>
                      <Table.Td>{record.categories.join(', ')}</Table.Td>
                      <Table.Td>{date.format(new Date(record.at))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <AuditSection id={account.id} intro={t('backoffice.audit.introAccount')} />
          </Stack>
        )}
      </AdminQuery>
    </Card>
  );
}

/** Finds a doctor's account, shows its summary and consents, grants speaker training. */
export default function UsersPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query = useUserSearch(q, page);
  return (
    <Stack>
      <Title order={1}>{t('backofficeAdmin.users.title')}</Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
          setPage(1);
        }}
      >
        <Group align="end">
          <TextInput
            label={t('backofficeAdmin.users.search')}
            description={t('backofficeAdmin.users.searchHint')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit">{t('backofficeAdmin.users.find')}</Button>
        </Group>
      </form>
      {open && <AccountCard id={open} onClose={() => setOpen(null)} />}
      <AdminQuery query={query}>
        {(result) =>
          result.items.length === 0 ? (
            <Text>{t('backofficeAdmin.users.none')}</Text>
          ) : (
            <Stack>
              <Text size="sm" c="dimmed">
                {t('backofficeAdmin.users.found', { count: result.total })}
              </Text>
              <Table.ScrollContainer minWidth={640}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('backofficeAdmin.users.name')}</Table.Th>
                      <Table.Th>{t('backofficeAdmin.users.email')}</Table.Th>
                      <Table.Th>{t('backofficeAdmin.users.licence')}</Table.Th>
                      <Table.Th>{t('backofficeAdmin.users.speakerTraining')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.items.map((account) => (
                      <Table.Tr key={account.id}>
                        <Table.Td>{account.name}</Table.Td>
                        <Table.Td>{account.email}</Table.Td>
                        <Table.Td>
                          {account.country.toUpperCase()} {account.licence ?? ''}
                        </Table.Td>
                        <Table.Td>
                          {account.canAccessSpeakerTraining
                            ? t('backofficeAdmin.common.yes')
                            : t('backofficeAdmin.common.no')}
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setOpen(account.id)}
                            aria-label={t('backofficeAdmin.users.view', { name: account.name })}
                          >
                            {t('backofficeAdmin.users.open')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {result.total > result.pageSize && (
                <Pagination
                  value={result.page}
                  onChange={setPage}
                  total={Math.ceil(result.total / result.pageSize)}
                />
              )}
            </Stack>
          )
        }
      </AdminQuery>
    </Stack>
  );
}
