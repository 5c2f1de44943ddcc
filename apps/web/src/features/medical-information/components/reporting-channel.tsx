import { Alert } from '@mantine/core';
import type { LinkedText } from '@pulso/contracts/country-profile';
import type { CaseFlag } from '@pulso/contracts/medical-information';
import { useTranslation } from '../../../lib/translation.tsx';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import { useCountry } from '../../../lib/country/country-context.ts';

/**
 * A flagged case: the text reads like an adverse event or a quality complaint, which the doctor
 * should also report through the country's official channel (spec §1 reporting links, §3 country
 * profile). The server names the channel; the country profile is the fallback.
 */
export function ReportingChannel({
  flag,
  channel,
  forTeam = false,
}: {
  flag: CaseFlag | null;
  channel: LinkedText | null;
  /** The team sees the channel without the words addressed to the doctor. */
  forTeam?: boolean;
}) {
  const { t } = useTranslation();
  const { profile } = useCountry();
  if (!flag) return null;
  const link =
    channel ?? (flag === 'adverse-event' ? profile.reportSideEffect : profile.technicalComplaint);
  return (
    <Alert color="orange" variant="light" title={t(`medicalInformation.flags.${flag}`)} role="note">
      {t(
        forTeam
          ? 'medicalInformation.team.reportingChannel'
          : `medicalInformation.flagText.${flag}`,
      )}{' '}
      <SmartLink href={link.link} newTab={link.newTab}>
        {t(link.textKey)}
      </SmartLink>
    </Alert>
  );
}
