import { Badge } from '@mantine/core';
import type { CaseFlag, CaseStatus } from '@pulso/contracts/medical-information';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const statusColor: Record<CaseStatus, string> = {
  received: 'blue',
  in_review: 'yellow',
  answered: 'teal',
  closed: 'gray',
};

/** A case's status (received, in review, answered, closed) as a badge with its name. */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor[status]} variant="light" data-status={status}>
      {t(`medicalInformation.status.${status}`)}
    </Badge>
  );
}

/** The flag of a request that reads like an adverse event or a quality complaint. */
export function CaseFlagBadge({ flag }: { flag: CaseFlag | null }) {
  const { t } = useTranslation();
  if (!flag) return null;
  return (
    <Badge color="red" variant="outline">
      {t(`medicalInformation.flags.${flag}`)}
    </Badge>
  );
}

/** Dates and times in the country's language and time zone. */
export function useCaseDateFormat(withTime = false): (iso: string) => string {
  const { htmlLang, profile } = useCountry();
  const format = new Intl.DateTimeFormat(htmlLang, {
    dateStyle: 'medium',
    timeStyle: withTime ? 'short' : undefined,
    timeZone: profile.timezone.iana,
  });
  return (iso) => format.format(new Date(iso));
}
