import { Text } from '@mantine/core';
import type { MedicalInformationCase } from '@pulso/contracts/medical-information';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useMyCases } from '../api/medical-information-queries.ts';
import { CaseCard, CaseList } from './case-card.tsx';
import { useCaseDateFormat } from './case-labels.tsx';
import { QueryError } from '../../../components/ui/query-states.tsx';
import { ReportingChannel } from './reporting-channel.tsx';
import { useProductLabel } from './requester-fields.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

function MyCase({ item }: { item: MedicalInformationCase }) {
  const { t } = useTranslation();
  const formatDate = useCaseDateFormat();
  const productLabel = useProductLabel();
  return (
    <CaseCard
      id={item.id}
      title={t('medicalInformation.cases.caseNumber', { number: item.caseNumber })}
      status={item.status}
      flag={item.flaggedAs}
      summary={item.summary}
      facts={[
        t(`medicalInformation.types.${item.type}`),
        item.product && productLabel(item.product),
        formatDate(item.date),
      ]}
    >
      <ReportingChannel flag={item.flaggedAs} channel={item.reportingChannel} />
    </CaseCard>
  );
}

/** The doctor's requests with their case number and status, newest first. */
export function MyCases() {
  const { t } = useTranslation();
  const query = useMyCases();
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return <QueryError query={query} title={t('medicalInformation.loadError')} />;
  }
  if (query.data.items.length === 0) {
    return <Text c="dimmed">{t('medicalInformation.cases.empty')}</Text>;
  }
  return (
    <CaseList>
      {query.data.items.map((item) => (
        <MyCase key={item.id} item={item} />
      ))}
    </CaseList>
  );
}
