import { Alert, Anchor } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useCountry } from '../../../lib/country/country-context.ts';

export type RequestOutcome = 'idle' | 'success' | 'error';

/**
 * Spec §8: the success message addressed to the doctor, or the failure message with the link to
 * the company's contact page. Announced to assistive technology as it appears.
 */
export function RequestOutcomeMessage({
  outcome,
  successKey,
  name,
}: {
  outcome: RequestOutcome;
  successKey: string;
  name: string;
}) {
  const { profile } = useCountry();
  if (outcome === 'idle') return null;
  if (outcome === 'success') {
    return (
      <Alert color="teal" variant="light" role="status" data-testid="request-success">
        <Trans i18nKey={successKey} values={{ name }} />
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" data-testid="request-error">
      <Trans
        i18nKey="medicalInformation.request.error"
        components={{
          contact: (
            <Anchor
              href={profile.contact.link}
              target={profile.contact.newTab ? '_blank' : undefined}
              rel={profile.contact.newTab ? 'noopener noreferrer' : undefined}
              inherit
            />
          ),
        }}
      />
    </Alert>
  );
}
