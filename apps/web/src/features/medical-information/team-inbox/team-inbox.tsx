import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  DEFAULT_ANSWER_TARGET_HOURS,
  TEAM_CASES_PAGE_SIZE,
  caseStatuses,
  type CaseStatus,
  type TeamCaseSummary,
  type TeamCasesQuery,
} from '@pulso/contracts/medical-information';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useTeamAccess, useTeamCases } from '../api/medical-information-queries.ts';
import { QueryError } from '../../../components/ui/query-states.tsx';
import { CaseCard, CaseList } from '../components/case-card.tsx';
import { useCaseDateFormat } from '../components/case-labels.tsx';
import { useProductLabel } from '../components/requester-fields.tsx';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useTranslation } from '../../../lib/translation.tsx';

export interface TeamInboxProps {
  status: CaseStatus | undefined;
  assigned: TeamCasesQuery['assigned'];
  from: number;
  onFilter: (status: CaseStatus | undefined) => void;
  onAssignedFilter: (assigned: TeamCasesQuery['assigned']) => void;
  onPage: (from: number) => void;
  onOpen: (id: string) => void;
}

const HOUR_MS = 3_600_000;
const openStatuses: readonly CaseStatus[] = ['received', 'in_review'];

const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "há 2 horas", "hace 3 días": the locale's own words for a time ago, made once per locale. */
function relativeTimeFormat(localeId: string): Intl.RelativeTimeFormat {
  let format = relativeTimeFormats.get(localeId);
  if (!format) {
    format = new Intl.RelativeTimeFormat(localeId, { numeric: 'always' });
    relativeTimeFormats.set(localeId, format);
  }
  return format;
}

/**
 * Time to answer: an open case's age since it was received ("há poucos minutos" under an hour,
 * then hours, then days from 48 h), highlighted once past the team's target
 * (MEDICAL_INFORMATION_ANSWER_TARGET, default 48 h).
 */
export function CaseAge({
  item,
  targetHours,
  now,
}: {
  item: TeamCaseSummary;
  targetHours: number;
  /** When the inbox was read (ms). */
  now: number;
}) {
  const { t } = useTranslation();
  const { localeId } = useCountry();
  if (!openStatuses.includes(item.status)) return null;
  const hours = Math.max(0, Math.floor((now - Date.parse(item.createdAt)) / HOUR_MS));
  const ago = relativeTimeFormat(localeId);
  const age =
    hours < 1
      ? t('backofficeCare.medicalInformation.justNow')
      : hours < 48
        ? ago.format(-hours, 'hour')
        : ago.format(-Math.floor(hours / 24), 'day');
  const late = hours >= targetHours;
  return (
    <Badge
      color={late ? 'red' : 'gray'}
      variant={late ? 'filled' : 'light'}
      title={
        late ? t('backofficeCare.medicalInformation.overdue', { hours: targetHours }) : undefined
      }
    >
      {late
        ? t('backofficeCare.medicalInformation.ageOverdue', { age, hours: targetHours })
        : t('backofficeCare.medicalInformation.age', { age })}
    </Badge>
  );
}

function InboxItem({
  item,
  targetHours,
  now,
  onOpen,
}: {
  item: TeamCaseSummary;
  targetHours: number;
  now: number;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useCaseDateFormat(true);
  const productLabel = useProductLabel();
  return (
    <CaseCard
      id={item.id}
      title={item.caseNumber}
      status={item.status}
      flag={item.flaggedAs}
      summary={item.summary}
      facts={[
        item.name,
        item.country.toUpperCase(),
        t(`medicalInformation.types.${item.type}`),
        item.product && productLabel(item.product),
        formatDate(item.createdAt),
        item.assignedTo
          ? t('backofficeCare.medicalInformation.assignedTo', { name: item.assignedTo.name })
          : t('backofficeCare.medicalInformation.unassigned'),
      ]}
    >
      <Group justify="space-between">
        <CaseAge item={item} targetHours={targetHours} now={now} />
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpen(item.id)}
          aria-label={t('medicalInformation.team.openCase', { number: item.caseNumber })}
        >
          {t('medicalInformation.team.open')}
        </Button>
      </Group>
    </CaseCard>
  );
}

/** The team's inbox: the cases of their countries, filtered by status, a page at a time. */
export function TeamInbox({
  status,
  assigned,
  from,
  onFilter,
  onAssignedFilter,
  onPage,
  onOpen,
}: TeamInboxProps) {
  const { t } = useTranslation();
  const query = useTeamCases(status, from, true, assigned);
  const targetHours = useTeamAccess().data?.answerTargetHours ?? DEFAULT_ANSWER_TARGET_HOURS;

  let body;
  if (query.isPending) body = <PageLoader />;
  else if (query.isError)
    body = <QueryError query={query} title={t('medicalInformation.loadError')} />;
  else if (query.data.items.length === 0)
    body = <Text c="dimmed">{t('medicalInformation.team.empty')}</Text>;
  else
    body = (
      <>
        <Text size="sm" c="dimmed" role="status">
          {t('medicalInformation.team.count', { count: query.data.total })}
        </Text>
        <CaseList>
          {query.data.items.map((item) => (
            <InboxItem
              key={item.id}
              item={item}
              targetHours={targetHours}
              now={query.dataUpdatedAt}
              onOpen={onOpen}
            />
          ))}
        </CaseList>
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={from === 0}
            onClick={() => onPage(Math.max(0, from - TEAM_CASES_PAGE_SIZE))}
          >
            {t('medicalInformation.team.previous')}
          </Button>
          <Button
            variant="default"
            disabled={query.data.next === null}
            onClick={() => query.data.next !== null && onPage(query.data.next)}
          >
            {t('medicalInformation.team.next')}
          </Button>
        </Group>
      </>
    );

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <NativeSelect
          label={t('backofficeCare.medicalInformation.assignedFilter')}
          value={assigned ?? ''}
          onChange={(event) =>
            onAssignedFilter((event.currentTarget.value || undefined) as TeamCasesQuery['assigned'])
          }
          data={[
            { value: '', label: t('backofficeCare.medicalInformation.anyone') },
            { value: 'mine', label: t('backofficeCare.medicalInformation.mine') },
            { value: 'unassigned', label: t('backofficeCare.medicalInformation.unassignedFilter') },
          ]}
          maw={240}
        />
        <NativeSelect
          label={t('medicalInformation.team.filter')}
          value={status ?? ''}
          onChange={(event) => onFilter((event.currentTarget.value || undefined) as CaseStatus)}
          data={[
            { value: '', label: t('medicalInformation.team.allStatuses') },
            ...caseStatuses.map((value) => ({
              value,
              label: t(`medicalInformation.status.${value}`),
            })),
          ]}
          maw={320}
        />
      </Group>
      {body}
    </Stack>
  );
}
