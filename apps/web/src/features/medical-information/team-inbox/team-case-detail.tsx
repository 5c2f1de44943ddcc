import { medicalInformationProblemCodes } from '@pulso/contracts/medical-information/problem-codes';
import { useState, type ReactNode } from 'react';
import {
  Button,
  Divider,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import {
  CASE_NOTE_MAX_LENGTH,
  caseFlags,
  type CaseFlag,
  type AuditEntry,
  type CaseStatus,
  type DeliveryState,
  type TeamCase,
} from '@pulso/contracts/medical-information';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useAssignCase,
  useChangeCaseStatus,
  useTeamAccess,
  useTeamCase,
} from '../api/medical-information-queries.ts';
import { CaseContent } from '../components/case-content.tsx';
import { CaseFlagBadge, CaseStatusBadge, useCaseDateFormat } from '../components/case-labels.tsx';
import { QueryError } from '../../../components/ui/query-states.tsx';
import { ReportingChannel } from '../components/reporting-channel.tsx';
import { useProductLabel } from '../components/requester-fields.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/** The flag entry of the trail names the flag in its note. */
const isCaseFlag = (note: string): note is CaseFlag =>
  (caseFlags as readonly string[]).includes(note);

/** A titled part of the case, named by its heading for assistive technology. */
function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Facts({ rows }: { rows: [label: string, value: string | null | undefined][] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

function StatusChange({ item }: { item: TeamCase }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useChangeCaseStatus(item.id);
  const [status, setStatus] = useState<CaseStatus | ''>('');
  const [note, setNote] = useState('');
  if (item.allowedStatuses.length === 0) return null;
  const save = () => {
    if (!status) return;
    mutation.mutate(
      { status, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setStatus('');
          setNote('');
          toast.success(t('medicalInformation.team.statusChanged'));
        },
        onError: (error) =>
          toast.error(
            isApiError(error) &&
              error.code === medicalInformationProblemCodes.statusTransitionInvalid
              ? t('medicalInformation.team.transitionRefused')
              : errorMessage(error),
          ),
      },
    );
  };
  return (
    <DetailSection id="status-change-title" title={t('medicalInformation.team.changeStatus')}>
      <NativeSelect
        label={t('medicalInformation.team.newStatus')}
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value as CaseStatus | '')}
        data={[
          { value: '', label: t('medicalInformation.request.choose') },
          ...item.allowedStatuses.map((value) => ({
            value,
            label: t(`medicalInformation.status.${value}`),
          })),
        ]}
      />
      <Textarea
        label={t('medicalInformation.team.note')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={CASE_NOTE_MAX_LENGTH}
        rows={2}
        resize="vertical"
      />
      <Group justify="flex-end">
        <Button onClick={save} disabled={!status} loading={mutation.isPending}>
          {t('medicalInformation.team.saveStatus')}
        </Button>
      </Group>
    </DetailSection>
  );
}

/** Who works the case: an agent of the case's country, or nobody. */
function Assignment({ item }: { item: TeamCase }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useAssignCase(item.id);
  const agents = (useTeamAccess().data?.agents ?? []).filter((agent) =>
    agent.countries.includes(item.country),
  );
  return (
    <DetailSection id="assignment-title" title={t('backofficeCare.medicalInformation.assignment')}>
      <NativeSelect
        label={t('backofficeCare.medicalInformation.assignee')}
        value={item.assignedTo?.id ?? ''}
        disabled={mutation.isPending}
        onChange={(event) =>
          mutation.mutate(event.currentTarget.value || null, {
            onSuccess: () => toast.success(t('backofficeCare.medicalInformation.assigned')),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
        data={[
          { value: '', label: t('backofficeCare.medicalInformation.unassigned') },
          ...agents.map((agent) => ({ value: agent.id, label: agent.name })),
        ]}
      />
    </DetailSection>
  );
}

function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const formatDate = useCaseDateFormat(true);
  return (
    <DetailSection id="audit-title" title={t('medicalInformation.team.audit')}>
      <Timeline bulletSize={14} lineWidth={2} active={entries.length - 1}>
        {entries.map((entry, index) => (
          <Timeline.Item
            key={index}
            title={t(`medicalInformation.audit.${entry.action}`, {
              from: entry.fromStatus ? t(`medicalInformation.status.${entry.fromStatus}`) : '',
              to: entry.toStatus ? t(`medicalInformation.status.${entry.toStatus}`) : '',
            })}
          >
            <Text size="sm" c="dimmed">
              {formatDate(entry.at)} ·{' '}
              {entry.actor.name ?? t(`medicalInformation.actors.${entry.actor.kind}`)}
            </Text>
            {entry.note && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {isCaseFlag(entry.note) ? t(`medicalInformation.flags.${entry.note}`) : entry.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </DetailSection>
  );
}

function Delivery({ delivery }: { delivery: DeliveryState | null }) {
  const { t } = useTranslation();
  const formatDate = useCaseDateFormat(true);
  return (
    <DetailSection id="delivery-title" title={t('medicalInformation.team.delivery')}>
      {delivery ? (
        <Facts
          rows={[
            [
              t('medicalInformation.team.deliveryState'),
              t(`medicalInformation.delivery.${delivery.state}`),
            ],
            [
              t('medicalInformation.team.channel'),
              t(`medicalInformation.channels.${delivery.channel}`),
            ],
            [t('medicalInformation.team.attempts'), String(delivery.attempts)],
            [
              t('medicalInformation.team.sentAt'),
              delivery.sentAt ? formatDate(delivery.sentAt) : null,
            ],
          ]}
        />
      ) : (
        <Text c="dimmed">{t('medicalInformation.team.noDelivery')}</Text>
      )}
    </DetailSection>
  );
}

/** One case for the team: who asked, what, the flag, the status change, the trail and the mail. */
export function TeamCaseDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const formatDate = useCaseDateFormat(true);
  const productLabel = useProductLabel();
  const query = useTeamCase(id);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryError query={query} title={t('medicalInformation.loadError')} />;
  const item = query.data;
  const mail = item.mailDetails;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <CaseStatusBadge status={item.status} />
        <CaseFlagBadge flag={item.flaggedAs} />
      </Group>
      <ReportingChannel flag={item.flaggedAs} channel={item.reportingChannel} forTeam />
      <Facts
        rows={[
          [t('medicalInformation.team.type'), t(`medicalInformation.types.${item.type}`)],
          [t('medicalInformation.team.product'), item.product ? productLabel(item.product) : null],
          [t('medicalInformation.team.name'), item.name],
          [t('medicalInformation.team.email'), item.email],
          [t('medicalInformation.team.phone'), item.phone],
          [t('medicalInformation.team.country'), item.country.toUpperCase()],
          [t('medicalInformation.team.date'), formatDate(item.date)],
          [t('medicalInformation.team.magazine'), mail?.nomeRevista],
          [t('medicalInformation.team.author'), mail?.autor],
          [t('medicalInformation.team.year'), mail?.anoPublicacao],
        ]}
      />
      <DetailSection id="content-title" title={t('medicalInformation.team.content')}>
        <CaseContent html={item.content} />
      </DetailSection>
      <Divider />
      <Assignment item={item} />
      <Divider />
      <StatusChange item={item} />
      <Divider />
      <AuditTrail entries={item.audit} />
      <Divider />
      <Delivery delivery={item.delivery} />
    </Stack>
  );
}
