import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  TEAM_CASES_PAGE_SIZE,
  caseStatuses,
  type CaseStatus,
  type TeamCaseSummary,
} from '@pulso/contracts/medical-information';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useTeamCases } from '../api/medical-information-queries.ts';
import { QueryError } from '../../../components/content/content-states.tsx';
import { CaseCard, CaseList } from './case-card.tsx';
import { useCaseDateFormat } from './case-labels.tsx';
import { useProductLabel } from './requester-fields.tsx';

export interface TeamInboxProps {
  status: CaseStatus | undefined;
  from: number;
  onFilter: (status: CaseStatus | undefined) => void;
  onPage: (from: number) => void;
  onOpen: (id: string) => void;
}

function InboxItem({ item, onOpen }: { item: TeamCaseSummary; onOpen: (id: string) => void }) {
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
      ]}
    >
      <Group justify="flex-end">
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
export function TeamInbox({ status, from, onFilter, onPage, onOpen }: TeamInboxProps) {
  const { t } = useTranslation();
  const query = useTeamCases(status, from, true);

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
            <InboxItem key={item.id} item={item} onOpen={onOpen} />
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
      {body}
    </Stack>
  );
}
