import { Alert, Stack, Text } from '@mantine/core';
import type { CertificateVerification } from '@pulso/contracts/training';
import { useFormatDate } from '../../content/index.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** A valid certificate's public facts: who, which course, when, in which country. */
export function VerificationResult({ verification }: { verification: CertificateVerification }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const country =
    new Intl.DisplayNames([i18n.language], { type: 'region' }).of(
      verification.country.toUpperCase(),
    ) ?? verification.country;
  return (
    <Alert color="green" role="status" title={t('training.verify.validTitle')}>
      <Stack gap={4} component="dl" m={0}>
        <Row label={t('training.verify.name')} value={verification.name} />
        <Row label={t('training.verify.course')} value={verification.title} />
        <Row label={t('training.verify.date')} value={formatDate(verification.finishedDate)} />
        <Row label={t('training.verify.country')} value={country} />
        <Row label={t('training.verify.code')} value={verification.verificationCode} />
      </Stack>
    </Alert>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" component="div">
      <Text span component="dt" fw={600} display="inline">
        {label}:
      </Text>{' '}
      <Text span component="dd" display="inline" m={0}>
        {value}
      </Text>
    </Text>
  );
}
