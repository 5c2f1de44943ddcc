import { uiLanguageOf, type CountryCode } from '@pulso/contracts/country';
import { countriesWithRole } from '../users/staff-roles.ts';
import {
  DEFAULT_ANSWER_TARGET_HOURS,
  MEDICAL_INFORMATION_ROLE,
  TEAM_CASES_PAGE_SIZE,
  allowedStatusTransitions,
  canChangeStatus,
  type AssignCase,
  type ChangeCaseStatus,
  type TeamAccess,
  type TeamAgent,
  type TeamCase,
  type TeamCaseList,
  type TeamCasesQuery,
} from '@pulso/contracts/medical-information';
import type { SessionUser } from '../identity/session/session.ts';
import type { Database } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { PushNotifier } from '../push/push.service.ts';
import { auditEntryView, reportingChannelOf, teamSummaryView } from './case-views.ts';
import { readDeliveryState } from './delivery-state.ts';
import {
  AssigneeInvalidError,
  CaseNotFoundError,
  StatusTransitionError,
  TeamOnlyError,
} from './medical-information.errors.ts';
import {
  appendCaseEvents,
  assignCase,
  findCase,
  findCaseForUpdate,
  listCaseEvents,
  listCases,
  updateCaseStatus,
  type CaseRecord,
  type DeliveryChannel,
} from './medical-information.repository.ts';

export interface TeamServiceDeps {
  db: Database;
  /** The users module's word on who a team member is (the trail keeps the name). */
  people: {
    personOf(userId: string): Promise<{ name: string } | undefined>;
    staffWithRole(role: string): Promise<{ id: string; name: string; roles: string[] }[]>;
  };
  /** MEDICAL_INFORMATION_ANSWER_TARGET: open cases older than this are highlighted. */
  answerTargetMs?: number;
  jobs: JobQueue;
  /** Push notifications: an answered case tells its asker (the `case_answers` topic). */
  push?: PushNotifier;
  /** Whether each delivery channel is configured on this server (SMTP_URL, OMNICHANNEL_URL). */
  configured: Record<DeliveryChannel, boolean>;
  now?: () => Date;
}

const DEFAULT_ANSWER_TARGET_MS = DEFAULT_ANSWER_TARGET_HOURS * 3_600_000;

/** The push notification's title when a case is answered, in the asker's language. */
const answeredTitles = {
  es: 'Tu consulta de información médica tiene respuesta',
  'pt-br': 'Sua consulta de informação médica foi respondida',
} as const;

/**
 * The countries whose cases a team member works: those they hold the medical-information role
 * for (decision 050; the demo team has one account per regional group of spec §1).
 */
export function teamCountriesOf(user: SessionUser): CountryCode[] {
  return countriesWithRole(user.roles, MEDICAL_INFORMATION_ROLE);
}

/**
 * The medical-information team's inbox: the cases of the member's countries, a case with its
 * audit trail and delivery state, and status changes along the allowed transitions, each one
 * appended to the trail in the transaction that makes it.
 */
export function createTeamService(deps: TeamServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function countriesOrRefuse(user: SessionUser): CountryCode[] {
    const countries = teamCountriesOf(user);
    if (countries.length === 0) throw new TeamOnlyError();
    return countries;
  }

  /** A case of the member's countries; others answer 404, as if they did not exist. */
  function visible(record: CaseRecord | undefined, countries: readonly CountryCode[]) {
    if (!record || !countries.includes(record.country)) throw new CaseNotFoundError();
    return record;
  }

  /** Every medical-information agent, with the countries they work. */
  async function allAgents(): Promise<TeamAgent[]> {
    return (await deps.people.staffWithRole(MEDICAL_INFORMATION_ROLE)).map((agent) => ({
      id: agent.id,
      name: agent.name,
      countries: countriesWithRole(agent.roles, MEDICAL_INFORMATION_ROLE),
    }));
  }

  /** The names of the agents the records are assigned to (a former agent's too). */
  async function assigneeNames(records: readonly CaseRecord[]): Promise<Map<string, string>> {
    const names = new Map((await allAgents()).map((agent) => [agent.id, agent.name]));
    for (const record of records)
      if (record.assignedTo && !names.has(record.assignedTo))
        names.set(record.assignedTo, (await deps.people.personOf(record.assignedTo))?.name ?? '');
    return names;
  }

  async function teamCase(record: CaseRecord): Promise<TeamCase> {
    const events = await listCaseEvents(db, record.id);
    return {
      ...teamSummaryView(record, await assigneeNames([record])),
      email: record.email,
      phone: record.phone,
      content: record.content,
      mailDetails: record.mailDetails,
      reportingChannel: reportingChannelOf(record.country, record.flaggedAs),
      allowedStatuses: [...allowedStatusTransitions[record.status]],
      audit: events.map(auditEntryView),
      delivery: await readDeliveryState(
        deps.jobs,
        record.deliveryChannel,
        record.deliveryJobId,
        deps.configured,
      ),
    };
  }

  return {
    /** Answers every signed-in user (a doctor learns `member: false`, never a 403). */
    async access(user: SessionUser): Promise<TeamAccess> {
      const countries = teamCountriesOf(user);
      if (countries.length === 0) return { member: false, countries };
      const agents = (await allAgents()).filter((agent) =>
        agent.countries.some((code) => countries.includes(code)),
      );
      return {
        member: true,
        countries,
        userId: user.id,
        agents,
        answerTargetHours: (deps.answerTargetMs ?? DEFAULT_ANSWER_TARGET_MS) / 3_600_000,
      };
    },

    async list(user: SessionUser, query: TeamCasesQuery): Promise<TeamCaseList> {
      const mine = countriesOrRefuse(user);
      const countries = query.country ? mine.filter((code) => code === query.country) : mine;
      if (countries.length === 0) return { items: [], total: 0, next: null };
      const assignedTo =
        query.assigned === 'mine' ? user.id : query.assigned === 'unassigned' ? null : undefined;
      const { items, total } = await listCases(
        db,
        { countries, status: query.status, assignedTo },
        { offset: query.from, limit: TEAM_CASES_PAGE_SIZE },
      );
      const end = query.from + items.length;
      const names = await assigneeNames(items);
      return {
        items: items.map((item) => teamSummaryView(item, names)),
        total,
        next: end < total ? end : null,
      };
    },

    async get(user: SessionUser, id: string): Promise<TeamCase> {
      const countries = countriesOrRefuse(user);
      return teamCase(visible(await findCase(db, id), countries));
    },

    /** Assigns a case to an agent of its country (or to nobody), trailed. */
    async assign(user: SessionUser, id: string, { agentId }: AssignCase): Promise<TeamCase> {
      const countries = countriesOrRefuse(user);
      const actorName = (await deps.people.personOf(user.id))?.name ?? null;
      const agents = await allAgents();
      await db.transaction(async (tx) => {
        const record = visible(await findCaseForUpdate(tx, id), countries);
        const agent = agentId ? agents.find((candidate) => candidate.id === agentId) : null;
        if (agentId && !agent?.countries.includes(record.country))
          throw new AssigneeInvalidError(
            `Assign the case to a medical-information agent of ${record.country.toUpperCase()}.`,
          );
        if ((record.assignedTo ?? null) === (agentId ?? null)) return;
        const at = now();
        await assignCase(tx, id, agentId, at);
        await appendCaseEvents(tx, id, [
          {
            at,
            action: 'assigned',
            actorKind: 'team',
            actorUserId: user.id,
            actorName,
            fromStatus: null,
            toStatus: null,
            note: agent?.name ?? null,
          },
        ]);
      });
      return teamCase(visible(await findCase(db, id), countries));
    },

    async changeStatus(user: SessionUser, id: string, change: ChangeCaseStatus): Promise<TeamCase> {
      const countries = countriesOrRefuse(user);
      const actorName = (await deps.people.personOf(user.id))?.name ?? null;
      await db.transaction(async (tx) => {
        const record = visible(await findCaseForUpdate(tx, id), countries);
        if (!canChangeStatus(record.status, change.status)) {
          throw new StatusTransitionError(
            `A case that is ${record.status} can become: ${allowedStatusTransitions[record.status].join(', ')}.`,
          );
        }
        const at = now();
        await updateCaseStatus(tx, id, change.status, at);
        await appendCaseEvents(tx, id, [
          {
            at,
            action: 'status_changed',
            actorKind: 'team',
            actorUserId: user.id,
            actorName,
            fromStatus: record.status,
            toStatus: change.status,
            note: change.note ?? null,
          },
        ]);
        if (change.status === 'answered' && record.userId)
          await deps.push?.notify(tx, {
            userId: record.userId,
            topic: 'case_answers',
            id: `case-${id}`,
            title: answeredTitles[uiLanguageOf[record.country] === 'pt-br' ? 'pt-br' : 'es'],
            url: '/medical-information',
          });
      });
      return teamCase(visible(await findCase(db, id), countries));
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
