import { useRef, useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { QueryError } from '../../../components/ui/query-states.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useEarlyInput } from '../../../lib/use-early-input.ts';
import { VerificationResult } from '../components/verification-result.tsx';
import { publicDataLoader } from '../../../lib/route-services.ts';
import {
  certificateVerificationOptions,
  useCertificateVerification,
} from '../api/training-queries.ts';
import { LoadingBlock } from '../../../components/ui/placeholder.tsx';

/** The certificate's facts, in the page the server sends (what the QR code opens). */
export const loader = publicDataLoader(({ queryClient }, { params }) =>
  params.code
    ? queryClient.ensureQueryData(certificateVerificationOptions(params.code))
    : Promise.resolve(),
);

/**
 * `certificados/verificar` and `certificados/verificar/{code}` (public, what the certificate's
 * QR code opens): whether a certificate with that code exists, and for whom; a form checks
 * another code.
 */
export function Component() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('training.verify.title')}</Title>
          <Text c="dimmed">{t('training.verify.intro')}</Text>
        </Stack>
        {code && <Verification key={code} code={code} />}
        <CodeForm initial={code} />
      </Stack>
    </Container>
  );
}

function Verification({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useCertificateVerification(code);
  if (query.isPending) return <LoadingBlock label={t('shell.loading')} height={120} />;
  if (query.isError) return <QueryError query={query} />;
  if (!query.data)
    return (
      <Alert color="red" role="alert" title={t('training.verify.invalidTitle')}>
        {t('training.verify.invalidText', { code })}
      </Alert>
    );
  return <VerificationResult verification={query.data} />;
}

function CodeForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  // A code typed (or pasted) before the page came alive is the one verified.
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (early) => setValue((current) => early.code ?? current));
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = value.trim();
        if (code) void navigate(paths.certificateVerification.href(code));
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          name="code"
          label={t('training.verify.codeLabel')}
          description={t('training.verify.codeHint')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          style={{ flex: '1 1 220px' }}
          ff="monospace"
        />
        <Button type="submit">{t('training.verify.submit')}</Button>
      </Group>
    </form>
  );
}
