import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * What the last send came to. `limitedForMinutes`: the account has sent as many requests as it
 * may for now (decision 071), the next one in that many minutes (undefined: not said).
 */
export type RequestOutcome =
  'idle' | 'success' | 'error' | { limitedForMinutes: number | undefined };

/**
 * Spec §8: the success message addressed to the doctor, or the failure message with the link to
 * the company's contact page; or, when the account sent too many, when it may send again.
 * Announced to assistive technology as it appears.
 */
export function RequestOutcomeMessage({
  outcome,
  successKey,
  name,
  onFollow,
}: {
  outcome: RequestOutcome;
  successKey: string;
  name: string;
  /** Called when the doctor follows the link to their requests (closes the popup). */
  onFollow?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { profile } = useCountry();
  if (outcome === 'idle') return null;
  if (typeof outcome === 'object') {
    const minutes = outcome.limitedForMinutes;
    return (
      <Alert color="yellow" variant="light" role="alert" data-testid="request-limited">
        {minutes === undefined
          ? t('errors.codes.request.account_rate_limited')
          : t('medicalInformation.request.limited', { count: minutes })}
      </Alert>
    );
  }
  if (outcome === 'success') {
    return (
      <Alert color="teal" variant="light" role="status" data-testid="request-success">
        <Stack gap="xs" align="flex-start">
          <Text inherit>
            <Trans i18nKey={successKey} values={{ name }} />
          </Text>
          <Anchor component={Link} to={paths.medicalInformation.href()} onClick={onFollow} inherit>
            {t('medicalInformation.request.follow')}
          </Anchor>
        </Stack>
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
