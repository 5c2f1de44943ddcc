import { certificateFileName } from '@pulso/contracts/certificate-links';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Certificate } from '@pulso/contracts/training';
import { Link } from 'react-router';
import { SPEAKER_TRAINING_SECTION, contentHref, paths } from '../../../config/paths.ts';
import { useFormatDate } from '../../content/index.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { CertificateDownload } from './certificate-download.tsx';

/** The user's certificates: course, date passed, verification code and the PDF to download. */
export function CertificateList({ certificates }: { certificates: readonly Certificate[] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Stack
      component="ul"
      gap="md"
      maw={820}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      aria-label={t('pages.certificates')}
    >
      {certificates.map((certificate) => (
        <li key={certificate.id} data-testid="certificate-item">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="xs">
              <Title order={2} size="h4">
                <Anchor
                  component={Link}
                  to={contentHref(
                    certificate.isSpeakerTraining ? SPEAKER_TRAINING_SECTION : 'cursos-online',
                    certificate.contentId,
                  )}
                  inherit
                >
                  {certificate.title}
                </Anchor>
              </Title>
              <Text size="sm">
                {t('training.certificates.finished')}{' '}
                <time dateTime={certificate.finishedDate}>
                  {formatDate(certificate.finishedDate)}
                </time>
              </Text>
              <Text size="sm" c="dimmed">
                {t('training.certificates.code')}{' '}
                <Anchor
                  component={Link}
                  to={paths.certificateVerification.href(certificate.verificationCode)}
                  ff="monospace"
                  inherit
                >
                  {certificate.verificationCode}
                </Anchor>
              </Text>
              <Group mt="xs">
                <CertificateDownload
                  url={certificate.certificate}
                  title={certificate.title}
                  fileName={certificateFileName(certificate.verificationCode)}
                />
              </Group>
            </Stack>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
