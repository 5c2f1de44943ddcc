import { Alert, Anchor, Container, Drawer, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  caseStatusSchema,
  teamCasesQuerySchema,
  type CaseStatus,
  type TeamCasesQuery,
} from '@pulso/contracts/medical-information';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { isNotAllowed, useTeamAccess, useTeamCase } from '../api/medical-information-queries.ts';
import { QueryError } from '../../../components/ui/query-states.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { TeamCaseDetail } from './team-case-detail.tsx';
import { PHONE_MEDIA_QUERY } from '../components/phone-media-query.ts';
import { TeamInbox } from './team-inbox.tsx';

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" title={t('medicalInformation.team.notAllowedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text>{t('medicalInformation.team.notAllowed')}</Text>
        <Anchor component={Link} to={paths.medicalInformation.href()}>
          {t('medicalInformation.team.back')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** The inbox with the filter and page in the address, and the open case in a drawer. */
function TeamWorkspace() {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const status = caseStatusSchema.safeParse(params.get('status')).data;
  const assigned = teamCasesQuerySchema.shape.assigned.safeParse(
    params.get('asignados') ?? '',
  ).data;
  const from = Math.max(0, Number.parseInt(params.get('from') ?? '0', 10) || 0);
  const caseId = params.get('caso');
  const opened = useTeamCase(caseId);

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return (
    <>
      <TeamInbox
        status={status}
        assigned={assigned}
        from={from}
        onFilter={(value: CaseStatus | undefined) => update({ status: value, from: undefined })}
        onAssignedFilter={(value: TeamCasesQuery['assigned']) =>
          update({ asignados: value, from: undefined })
        }
        onPage={(value) => update({ from: value ? String(value) : undefined })}
        onOpen={(id) => update({ caso: id })}
      />
      <Drawer
        opened={caseId !== null}
        onClose={() => update({ caso: undefined })}
        position="right"
        size={phone ? '100%' : 'xl'}
        title={
          opened.data
            ? t('medicalInformation.cases.caseNumber', { number: opened.data.caseNumber })
            : t('medicalInformation.team.case')
        }
        closeButtonProps={{ 'aria-label': t('medicalInformation.request.close') }}
      >
        {caseId && <TeamCaseDetail id={caseId} />}
      </Drawer>
    </>
  );
}

/**
 * /backoffice/medical-information (formerly medical-information/equipe, which redirects here):
 * the medical-information team's inbox of their countries' cases by status and assignee, each
 * with its age against the answer target; a case with its assignment, status change, audit
 * trail and mail delivery. Anyone else is told they are not allowed.
 */
export default function MedicalInformationInboxPage() {
  const { t } = useTranslation();
  const access = useTeamAccess();
  let body;
  if (access.isPending) body = <PageLoader />;
  else if (isNotAllowed(access.error) || access.data?.member === false) body = <NotAllowed />;
  else if (access.isError)
    body = <QueryError query={access} title={t('medicalInformation.loadError')} />;
  else body = <TeamWorkspace />;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('medicalInformation.team.pageTitle')}</Title>
        {access.data?.member && (
          <Text c="dimmed">
            {t('medicalInformation.team.intro', {
              countries: access.data.countries.map((c) => c.toUpperCase()).join(', '),
            })}
          </Text>
        )}
        {body}
      </Stack>
    </Container>
  );
}
