import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  medicalInformationCaseListSchema,
  medicalInformationCaseSchema,
  questionContentHtml,
  teamAccessSchema,
  teamCaseListSchema,
  teamCaseSchema,
} from '@pulso/contracts/medical-information';
import { loginResponseSchema } from '@pulso/contracts/users';
import { DEMO_PASSWORD } from '../identity/idp/idp.seed.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createApiClient, problemCode } from '../users/testing/api-client.ts';
import { startHarness, type Harness } from './testing/medical-information-harness.ts';

describe('team', () => {
  let h: Harness;
  let brDoctor: string;
  let arDoctor: string;
  let brTeam: string;
  let conosurTeam: string;

  beforeAll(async () => {
    h = await startHarness();
    brDoctor = await h.signIn('demo-br');
    arDoctor = await h.signIn('demo-ar');
    brTeam = await h.signIn('medinfo-br');
    conosurTeam = await h.signIn('medinfo-conosur');
  });
  afterAll(() => h.t.close());

  async function newCase(token: string, question: string, name = 'Rafael Almeida Costa') {
    const response = await h.api.post(
      '/api/medicalInformation',
      {
        product: 'Xarelto',
        name,
        email: 'doctor@pulso.example',
        content: questionContentHtml(question),
        type: 'Pergunta',
      },
      { token },
    );
    expect(response.statusCode, response.body).toBe(201);
    return medicalInformationCaseSchema.parse(response.json());
  }

  const teamCase = (id: string, token = brTeam) =>
    h.api.get(`/api/medicalInformation/team/cases/${id}`, { token });
  const changeStatus = (id: string, body: unknown, token = brTeam) =>
    h.api.patch(`/api/medicalInformation/team/cases/${id}`, body, { token });

  describe('assignment', () => {
    it('assigns a case to an agent of its country, filters mine and unassigned, and trails it', async () => {
      const asked = await newCase(brDoctor, `Interações ${Date.now()}?`);
      const access = teamAccessSchema.parse(
        (await h.api.get('/api/medicalInformation/team/access', { token: brTeam })).json(),
      );
      const conosur = teamAccessSchema.parse(
        (await h.api.get('/api/medicalInformation/team/access', { token: conosurTeam })).json(),
      );
      const inbox = async (assigned: string) =>
        teamCaseListSchema
          .parse(
            (
              await h.api.get(`/api/medicalInformation/team/cases?assigned=${assigned}`, {
                token: brTeam,
              })
            ).json(),
          )
          .items.map((item) => item.id);
      expect(await inbox('unassigned')).toContain(asked.id);
      expect(await inbox('mine')).not.toContain(asked.id);

      const assign = (agentId: string | null | undefined, token = brTeam) =>
        h.api.put(
          `/api/medicalInformation/team/cases/${asked.id}/assignee`,
          { agentId },
          { token },
        );
      // Another country's agent cannot take it; nor can another country's team see it.
      const elsewhere = await assign(conosur.userId!);
      expect(elsewhere.statusCode).toBe(422);
      expect(problemCode(elsewhere)).toBe('medicalInformation.assignee_invalid');
      expect((await assign(access.userId!, conosurTeam)).statusCode).toBe(404);
      expect((await assign(undefined)).statusCode).toBe(400);

      const assigned = await assign(access.userId!);
      expect(assigned.statusCode, assigned.body).toBe(200);
      const view = teamCaseSchema.parse(assigned.json());
      expect(view.assignedTo).toEqual({ id: access.userId, name: access.agents![0]!.name });
      expect(view.audit.at(-1)).toMatchObject({
        action: 'assigned',
        note: access.agents![0]!.name,
      });
      expect(await inbox('mine')).toContain(asked.id);
      expect(await inbox('unassigned')).not.toContain(asked.id);

      expect(teamCaseSchema.parse((await assign(null)).json()).assignedTo).toBeNull();
      expect(await inbox('unassigned')).toContain(asked.id);
      expect(
        (await h.api.get('/api/medicalInformation/team/cases?assigned=theirs', { token: brTeam }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('who is on the team', () => {
    it('tells a doctor they are not (200, never a 403 that would sign them out)', async () => {
      const response = await h.api.get('/api/medicalInformation/team/access', { token: brDoctor });
      expect(response.statusCode).toBe(200);
      expect(teamAccessSchema.parse(response.json())).toEqual({ member: false, countries: [] });
    });

    it('gives a team member the countries of their regional group', async () => {
      const access = async (token: string) =>
        teamAccessSchema.parse(
          (await h.api.get('/api/medicalInformation/team/access', { token })).json(),
        );
      const br = await access(brTeam);
      expect(br).toMatchObject({ member: true, countries: ['br'], answerTargetHours: 48 });
      expect(br.agents?.map((agent) => agent.countries)).toEqual([['br']]);
      expect(await access(conosurTeam)).toMatchObject({ member: true, countries: ['ar', 'cl'] });
    });

    it('refuses every team endpoint to a doctor with 403', async () => {
      const own = await newCase(brDoctor, 'Posologia?');
      const calls = [
        h.api.get('/api/medicalInformation/team/cases', { token: brDoctor }),
        teamCase(own.id, brDoctor),
        changeStatus(own.id, { status: 'in_review' }, brDoctor),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(403);
        expect(problemCode(response)).toBe('medicalInformation.team_only');
      }
      const mine = medicalInformationCaseListSchema.parse(
        (await h.api.get('/api/medicalInformation/cases', { token: brDoctor })).json(),
      );
      expect(mine.items.find((item) => item.id === own.id)?.status).toBe('received');
    });
  });

  describe("the team's inbox", () => {
    it("shows the cases of the member's countries only, and hides the others' (404)", async () => {
      const br = await newCase(brDoctor, 'Caso do Brasil');
      const ar = await newCase(arDoctor, 'Caso de Argentina', 'Julián Pérez');

      const inbox = async (token: string, query = '') =>
        teamCaseListSchema.parse(
          (await h.api.get(`/api/medicalInformation/team/cases${query}`, { token })).json(),
        );
      const brInbox = await inbox(brTeam);
      expect(brInbox.items.map((item) => item.id)).toContain(br.id);
      expect(brInbox.items.every((item) => item.country === 'br')).toBe(true);
      const conosurInbox = await inbox(conosurTeam);
      expect(conosurInbox.items.map((item) => item.id)).toEqual([ar.id]);
      expect(conosurInbox.items[0]).toMatchObject({ name: 'Julián Pérez', country: 'ar' });
      expect(await inbox(conosurTeam, '?country=br')).toEqual({ items: [], total: 0, next: null });

      const hidden = await teamCase(ar.id, brTeam);
      expect(hidden.statusCode).toBe(404);
      expect(problemCode(hidden)).toBe('medicalInformation.case_not_found');
      expect((await changeStatus(ar.id, { status: 'in_review' }, brTeam)).statusCode).toBe(404);
    });

    it('filters by status and names a bad filter', async () => {
      const reviewed = await newCase(brDoctor, 'Em análise');
      expect((await changeStatus(reviewed.id, { status: 'in_review' })).statusCode).toBe(200);
      const response = await h.api.get('/api/medicalInformation/team/cases?status=in_review', {
        token: brTeam,
      });
      const { items } = teamCaseListSchema.parse(response.json());
      expect(items.map((item) => item.id)).toContain(reviewed.id);
      expect(items.every((item) => item.status === 'in_review')).toBe(true);

      const bad = await h.api.get('/api/medicalInformation/team/cases?status=lost&from=-1', {
        token: brTeam,
      });
      expect(bad.statusCode).toBe(400);
      expect(
        bad
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(['query.from', 'query.status']);
    });

    it('shows the mail as kept, not configured, while no SMTP_URL nor OMNICHANNEL_URL is set', async () => {
      const kept = await newCase(brDoctor, 'Sem servidor de e-mail');
      const view = teamCaseSchema.parse((await teamCase(kept.id)).json());
      expect(view.delivery).toEqual({
        channel: 'smtp',
        state: 'not-configured',
        attempts: 0,
        sentAt: null,
      });
    });
  });

  describe('status changes and the audit trail', () => {
    it('follows the allowed transitions, and keeps every change with who, when and why', async () => {
      const request = await newCase(brDoctor, 'Interação com amiodarona?');

      const skipped = await changeStatus(request.id, { status: 'answered' });
      expect(skipped.statusCode).toBe(409);
      expect(problemCode(skipped)).toBe('medicalInformation.status_transition_invalid');

      for (const [status, note] of [
        ['in_review', 'Pesquisa bibliográfica'],
        ['answered', 'Resposta enviada por e-mail'],
        ['closed', undefined],
      ] as const) {
        const response = await changeStatus(request.id, { status, note });
        expect(response.statusCode, response.body).toBe(200);
        expect(teamCaseSchema.parse(response.json()).status).toBe(status);
      }

      const view = teamCaseSchema.parse((await teamCase(request.id)).json());
      expect(view.allowedStatuses).toEqual(['in_review']);
      expect(
        view.audit.map((entry) => [
          entry.action,
          entry.actor.kind,
          entry.actor.name,
          entry.fromStatus,
          entry.toStatus,
          entry.note,
        ]),
      ).toEqual([
        ['created', 'doctor', 'Rafael Almeida Costa', null, 'received', null],
        [
          'status_changed',
          'team',
          'Helena Souza Carvalho',
          'received',
          'in_review',
          'Pesquisa bibliográfica',
        ],
        [
          'status_changed',
          'team',
          'Helena Souza Carvalho',
          'in_review',
          'answered',
          'Resposta enviada por e-mail',
        ],
        ['status_changed', 'team', 'Helena Souza Carvalho', 'answered', 'closed', null],
      ]);

      const mine = medicalInformationCaseListSchema.parse(
        (await h.api.get('/api/medicalInformation/cases', { token: brDoctor })).json(),
      );
      expect(mine.items.find((item) => item.id === request.id)?.status).toBe('closed');
    });

    it('names a bad status', async () => {
      const request = await newCase(brDoctor, 'Status?');
      const response = await changeStatus(request.id, { status: 'done', note: 'x'.repeat(1001) });
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(['body.note', 'body.status']);
    });

    it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
      const request = await newCase(brDoctor, 'Trilha imutável');
      const db = h.t.app.database.db;
      const attempts = [
        sql`UPDATE medical_information_case_events SET note = 'rewritten' WHERE case_id = ${request.id}`,
        sql`DELETE FROM medical_information_case_events WHERE case_id = ${request.id}`,
        sql`TRUNCATE medical_information_case_events`,
      ];
      for (const attempt of attempts) {
        const error: unknown = await db.execute(attempt).then(
          () => undefined,
          (refused: unknown) => refused,
        );
        const cause = (error as { cause?: { message?: string } } | undefined)?.cause;
        expect(cause?.message ?? String(error)).toMatch(/append-only/);
      }
      const view = teamCaseSchema.parse((await teamCase(request.id)).json());
      expect(view.audit).toHaveLength(1);
      expect(view.audit[0]?.note).toBeNull();
    });

    it("keeps the case and its trail when the doctor's account is deleted", async () => {
      const token = await h.signIn('demo-cl');
      const request = await newCase(token, 'Caso de Chile', 'Camila Rojas Soto');
      await h.t.app.database.db.execute(sql`DELETE FROM users WHERE uid = 'demo-cl'`);
      const view = teamCaseSchema.parse((await teamCase(request.id, conosurTeam)).json());
      expect(view).toMatchObject({ caseNumber: request.caseNumber, name: 'Camila Rojas Soto' });
      expect(view.audit.map((entry) => entry.action)).toEqual(['created']);
    });
  });

  describe('the demo team accounts', () => {
    it('sign in through the embedded identity provider with the demo password', async () => {
      const t = await buildTestApp();
      try {
        const api = await createApiClient(t.app);
        const answer = await t.app.inject({
          method: 'POST',
          url: '/idp/accounts.login',
          payload: {
            apiKey: 'pulso-ar',
            loginID: 'medinfo.conosur@pulso.example',
            password: DEMO_PASSWORD,
          },
        });
        const { UID, UIDSignature, signatureTimestamp } = answer.json<Record<string, string>>();
        const login = await api.post(
          '/api/users/login',
          { UID, UIDSignature, signatureTimestamp },
          { country: 'ar' },
        );
        expect(login.statusCode, login.body).toBe(200);
        const { token } = loginResponseSchema.parse(login.json());
        const access = await api.get('/api/medicalInformation/team/access', { token });
        expect(access.json()).toMatchObject({ member: true, countries: ['ar', 'cl'] });
      } finally {
        await t.close();
      }
    });
  });
});
