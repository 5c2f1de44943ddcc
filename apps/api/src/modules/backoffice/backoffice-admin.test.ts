import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { eq, inArray } from 'drizzle-orm';
import {
  backofficeAudit,
  contentExpiryAlerts,
  contentVersions,
} from '../../db/schema/backoffice.ts';
import { startSmtpPeer, type SmtpPeer } from '../../platform/mail/smtp-test-peer.ts';
import { bannerTextVersion } from '../consent/testing/banner-text.ts';
import { demoDoctors } from '../docfinder/docfinder.seed.ts';
import {
  startHarness,
  until,
  type Harness,
} from '../medical-information/testing/medical-information-harness.ts';
import { fieldProblems, freshAddress } from '../users/testing/api-client.ts';
import { EXPIRY_ALERT_QUEUE, requestExpiryAlertRun } from './expiry-alerts-job.ts';

describe('backoffice admin', () => {
  /**
   * The back office's expiry dashboard and alert mails, doctors' accounts, staff grants and the
   * licence import (issue 17), on the real server with a real SMTP peer and a clock the test moves.
   */
  let clockMs = Date.now();
  const now = () => new Date(clockMs);
  const DAY = 86_400_000;

  let h: Harness;
  let smtp: SmtpPeer;
  const tokens: Record<string, string> = {};
  const people = {
    doctorMx: 'demo-mx',
    doctorBr: 'demo-br',
    editorMx: 'staff-editor-mx',
    revisorMx: 'staff-revisor-mx',
    editorBr: 'staff-editor-br',
    revisorBr: 'staff-revisor-br',
    admin: 'staff-admin',
    /** Made an admin of Mexico by the staff test. */
    adminMx: 'demo-co',
  } as const;
  type Who = keyof typeof people;
  const as = (who: Who) => ({ token: tokens[who]!, country: 'mx' as CountryCode });

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    h = await startHarness({ SMTP_URL: smtp.url }, [], { now });
    for (const [who, uid] of Object.entries(people)) tokens[who] = await h.signIn(uid);
  }, 400_000);
  afterAll(async () => {
    await h?.t.close();
    await smtp?.close();
  });

  async function publish(
    editor: Who,
    reviewer: Who,
    title: string,
    countries: CountryCode[],
    validForDays: number,
  ): Promise<string> {
    const created = await h.api.post(
      '/api/backoffice/contents',
      {
        title,
        synopsis: 'Resumen',
        mainCluster: 'to_read',
        categoryId: 'cardiology',
        countries,
        language: countries.includes('br') ? 'pt-br' : 'es',
        content: { content: { kind: 'html', html: '<p>Texto.</p>' } },
      },
      as(editor),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await h.api.post(`/api/backoffice/contents/${id}/submit`, {}, as(editor));
    const approved = await h.api.post(
      `/api/backoffice/contents/${id}/approve`,
      {
        approvalCode: `AP-${validForDays}`,
        validFrom: new Date(clockMs - 60_000).toISOString(),
        validTo: new Date(clockMs + validForDays * DAY - 60_000).toISOString(),
      },
      as(reviewer),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    return id;
  }

  async function accountId(email: string): Promise<string> {
    const found = await h.api.get(
      `/api/backoffice/staff?email=${encodeURIComponent(email)}`,
      as('admin'),
    );
    expect(found.statusCode, found.body).toBe(200);
    return found.json().items[0].id as string;
  }

  /** Runs the alert job now and waits until it has finished. */
  async function runAlerts(): Promise<void> {
    const id = await requestExpiryAlertRun(h.t.app.jobs);
    expect(id).toBeTruthy();
    await until(
      () => h.t.app.jobs.getJobById(EXPIRY_ALERT_QUEUE, id!),
      (job) => job?.state === 'completed',
      30_000,
    );
  }

  describe('content expiry', { timeout: 120_000 }, () => {
    it('lists what expires within 30, 14 or 7 days and mails each owner once per threshold, in their language', async () => {
      const stamp = Date.now();
      const soon = await publish('editorMx', 'revisorMx', `Vence pronto ${stamp}`, ['mx'], 5);
      const later = await publish('editorMx', 'revisorMx', `Vence después ${stamp}`, ['mx'], 20);
      const brazil = await publish('editorBr', 'revisorBr', `Vence no Brasil ${stamp}`, ['br'], 10);
      await publish('editorMx', 'revisorMx', `Vence en un año ${stamp}`, ['mx'], 300);

      const list = async (days: number, who: Who = 'editorMx') => {
        const response = await h.api.get(`/api/backoffice/contents/expiring?days=${days}`, as(who));
        expect(response.statusCode, response.body).toBe(200);
        return (response.json().items as { id: string; daysLeft: number; owner: unknown }[]).filter(
          (item) => [soon, later, brazil].includes(item.id),
        );
      };
      const month = await list(30);
      expect(month.map((item) => [item.id, item.daysLeft])).toEqual([
        [soon, 5],
        [later, 20],
      ]);
      expect(month[0]!.owner).toMatchObject({
        name: 'Elena Editora MX',
        email: 'editor.mx@pulso.example',
      });
      expect((await list(7)).map((item) => item.id)).toEqual([soon]);
      expect((await list(14, 'admin')).map((item) => item.id)).toEqual([soon, brazil]);
      const wrong = await h.api.get('/api/backoffice/contents/expiring?days=10', as('editorMx'));
      expect(wrong.statusCode).toBe(400);
      expect(fieldProblems(wrong).join()).toContain('days');

      const mine = (title: string) => (mail: { subject: string }) => mail.subject.includes(title);
      await runAlerts();
      const soonMail = await smtp.waitForMail(mine(`Vence pronto ${stamp}`));
      expect(soonMail.envelopeTo).toEqual(['editor.mx@pulso.example']);
      expect(soonMail.subject).toBe(`«Vence pronto ${stamp}» deja de publicarse en 5 días`);
      expect(soonMail.text).toContain('Hola, Elena Editora MX:');
      await smtp.waitForMail(mine(`Vence después ${stamp}`));
      const brMail = await smtp.waitForMail(mine(`Vence no Brasil ${stamp}`));
      expect(brMail.envelopeTo).toEqual(['editor.br@pulso.example']);
      expect(brMail.subject).toBe(`“Vence no Brasil ${stamp}” deixa de ser publicado em 10 dias`);
      const count = () =>
        smtp.received.filter((mail) => mail.subject.includes(String(stamp))).length;
      expect(count()).toBe(3);

      // Run again the same day: nothing new.
      await runAlerts();
      await runAlerts();
      // Eight days on: the 20-day item crosses 14 days and the Brazilian one 7 (one mail each);
      // the 5-day one has expired.
      clockMs += 8 * DAY;
      await runAlerts();
      const fourteen = await smtp.waitForMail(
        (mail) => mine(`Vence después ${stamp}`)(mail) && mail.subject.includes('12 días'),
      );
      expect(fourteen.envelopeTo).toEqual(['editor.mx@pulso.example']);
      await smtp.waitForMail(
        (mail) => mine(`Vence no Brasil ${stamp}`)(mail) && mail.subject.includes('2 dias'),
      );
      await runAlerts();
      // What was claimed is what was mailed: a mail is queued only with its claim.
      const claims = await h.t.app.database.db
        .select({
          threshold: contentExpiryAlerts.thresholdDays,
          contentId: contentVersions.contentId,
        })
        .from(contentExpiryAlerts)
        .innerJoin(contentVersions, eq(contentVersions.id, contentExpiryAlerts.versionId))
        .where(inArray(contentVersions.contentId, [soon, later, brazil]));
      expect(
        claims
          .map(
            (c) =>
              `${c.contentId === soon ? 'soon' : c.contentId === later ? 'later' : 'brazil'}:${c.threshold}`,
          )
          .sort(),
      ).toEqual(['brazil:14', 'brazil:7', 'later:14', 'later:30', 'soon:7']);
      expect(count()).toBe(5);
      clockMs -= 8 * DAY; // the sessions of the other tests live by this clock
    });
  });

  describe('doctors and staff', { timeout: 120_000 }, () => {
    it('finds a doctor in the staff countries, shows consents, grants speaker training and trails it', async () => {
      await h.api.post(
        '/api/consents',
        {
          consentId: randomUUID(),
          categories: ['analytics'],
          policyRevision: 1,
          textVersion: await bannerTextVersion('es-MX', 1),
        },
        as('doctorMx'),
      );
      const found = await h.api.get('/api/backoffice/users?q=demo.mx%40pulso', as('admin'));
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toMatchObject({ total: 1, page: 1 });
      const doctor = found.json().items[0];
      expect(doctor).toMatchObject({ email: 'demo.mx@pulso.example', country: 'mx' });

      const detail = await h.api.get(`/api/backoffice/users/${doctor.id}`, as('admin'));
      expect(detail.json()).toMatchObject({ canAccessSpeakerTraining: false });
      expect(detail.json().consentRecords[0]).toMatchObject({
        categories: ['necessary', 'analytics'],
      });
      expect(detail.json().registrationConsents.length).toBeGreaterThan(0);

      const granted = await h.api.put(
        `/api/backoffice/users/${doctor.id}/speaker-training`,
        { enabled: true },
        as('admin'),
      );
      expect(granted.statusCode, granted.body).toBe(200);
      expect(granted.json().canAccessSpeakerTraining).toBe(true);
      const profile = await h.api.get('/api/users/profile', as('doctorMx'));
      expect(profile.json().canAcessSpeakTraining).toBe(true);
      // The account's trail, as an admin reads it; an editor of the same country may not.
      const trail = await h.api.get(`/api/backoffice/audit?entityId=${doctor.id}`, as('admin'));
      expect(trail.statusCode, trail.body).toBe(200);
      expect(trail.json().items).toMatchObject([
        {
          action: 'grant-speaker-training',
          actor: { name: 'Ana Admin' },
          before: { canAccessSpeakerTraining: false },
          after: { canAccessSpeakerTraining: true },
        },
      ]);
      const hidden = await h.api.get(`/api/backoffice/audit?entityId=${doctor.id}`, as('editorMx'));
      expect(hidden.statusCode).toBe(404);

      const bad = await h.api.put(
        `/api/backoffice/users/${doctor.id}/speaker-training`,
        { enabled: 'yes' },
        as('admin'),
      );
      expect(bad.statusCode).toBe(400);
      expect(fieldProblems(bad).join()).toContain('enabled');
      expect((await h.api.get('/api/backoffice/users/not-an-id', as('admin'))).statusCode).toBe(
        400,
      );
    });

    it('grants roles only within the admin’s countries, `*` only by a global admin, never one’s own admin away', async () => {
      const staff = await h.api.get('/api/backoffice/staff', as('admin'));
      expect(staff.statusCode).toBe(200);
      expect(staff.json().items).toContainEqual(
        expect.objectContaining({ email: 'editor.mx@pulso.example', roles: ['editor:mx'] }),
      );

      const adminMxId = await accountId('demo.co@pulso.example');
      const made = await h.api.put(
        `/api/backoffice/staff/${adminMxId}/roles`,
        { roles: ['admin:mx'] },
        as('admin'),
      );
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().roles).toEqual(['admin:mx']);

      const doctorMxId = await accountId('demo.mx@pulso.example');
      const doctorBrId = await accountId('demo.br@pulso.example');
      const editorBrId = await accountId('editor.br@pulso.example');
      const setRoles = (who: Who, id: string, roles: unknown) =>
        h.api.put(`/api/backoffice/staff/${id}/roles`, { roles }, as(who));

      expect((await setRoles('adminMx', doctorMxId, ['editor:mx'])).statusCode).toBe(200);
      expect((await setRoles('adminMx', doctorMxId, ['editor:mx', 'editor:br'])).statusCode).toBe(
        403,
      );
      expect((await setRoles('adminMx', doctorMxId, ['admin:*'])).statusCode).toBe(403);
      expect((await setRoles('adminMx', doctorBrId, ['editor:br'])).statusCode).toBe(404);
      expect((await setRoles('adminMx', editorBrId, [])).statusCode).toBe(404);
      expect(
        (await h.api.get('/api/backoffice/staff?email=editor.br%40pulso.example', as('adminMx')))
          .statusCode,
      ).toBe(404);
      const own = await setRoles('adminMx', adminMxId, []);
      expect(own.statusCode).toBe(409);
      expect(own.json().code).toBe('backoffice.own_admin');
      const adminId = await accountId('admin@pulso.example');
      expect((await setRoles('admin', adminId, [])).statusCode).toBe(409);
      const invalid = await setRoles('admin', doctorMxId, ['boss:mx']);
      expect(invalid.statusCode).toBe(400);
      expect(fieldProblems(invalid).join()).toContain('roles.0');

      // The new editor of Mexico works at once, and sees Mexico's staff only.
      expect((await h.api.get('/api/backoffice/contents', as('doctorMx'))).statusCode).toBe(200);
      const seenByAdminMx = await h.api.get('/api/backoffice/staff', as('adminMx'));
      const emails = seenByAdminMx.json().items.map((item: { email: string }) => item.email);
      expect(emails).toContain('editor.mx@pulso.example');
      expect(emails).not.toContain('editor.br@pulso.example');
      // Accounts of another country are hidden from Mexico's admin.
      expect(
        (await h.api.get(`/api/backoffice/users/${doctorBrId}`, as('adminMx'))).statusCode,
      ).toBe(404);
      expect(
        (
          await h.api.put(
            `/api/backoffice/users/${doctorBrId}/speaker-training`,
            { enabled: true },
            as('adminMx'),
          )
        ).statusCode,
      ).toBe(404);
      const search = await h.api.get('/api/backoffice/users?q=demo', as('adminMx'));
      expect(search.json().items.every((item: { country: string }) => item.country === 'mx')).toBe(
        true,
      );

      const trail = await h.t.app.database.db
        .select()
        .from(backofficeAudit)
        .where(eq(backofficeAudit.entityId, doctorMxId));
      expect(trail.find((row) => row.action === 'set-roles')).toMatchObject({
        before: { roles: [] },
        after: { roles: ['editor:mx'] },
      });
      await setRoles('admin', doctorMxId, []);
    });
  });

  describe('licence import', { timeout: 120_000 }, () => {
    const upload = (who: Who, csv: string) =>
      h.api.post('/api/backoffice/licences/import', csv, {
        ...as(who),
        headers: { 'content-type': 'text/csv' },
        remoteAddress: freshAddress(),
      });

    it('imports a registry file, answers bad lines, and a suspension hides the doctor-finder listing', async () => {
      const doctor = demoDoctors()[4]!;
      const listed = async () => {
        const response = await h.t.app.inject({
          method: 'GET',
          url: `/docfinder/v1/doctors?q=${encodeURIComponent(doctor.name)}`,
        });
        return response.json().items.map((item: { name: string }) => item.name) as string[];
      };
      expect(await listed()).toContain(doctor.name);

      const bad = await upload(
        'admin',
        'uf,register_number,name,specialty,status\nSP,123456,Ana Lima,,active\nXX,12,,,maybe\n',
      );
      expect(bad.statusCode, bad.body).toBe(200);
      expect(bad.json()).toMatchObject({ imported: 0, updated: 0, errors: [{ line: 3 }] });
      expect(bad.json().errors[0].message).toContain('uf "XX" is not a UF');
      // The command's checks as codes the back office translates, with the column and what it quotes.
      expect(bad.json().errors[0].problems).toEqual(
        expect.arrayContaining([
          { code: 'uf_invalid', column: 'uf', params: { value: 'XX' } },
          { code: 'name_empty', column: 'name', params: {} },
          { code: 'status_invalid', column: 'status', params: { value: 'maybe' } },
        ]),
      );
      const repeated = await upload(
        'admin',
        'uf,register_number,name,specialty,status\nSP,123456,Ana Lima,,active\nSP,123456,Ana,,ativo\n',
      );
      expect(repeated.json().errors).toEqual([
        {
          line: 3,
          message: 'repeats SP/123456 of line 2',
          problems: [{ code: 'duplicate', params: { licence: 'SP/123456', firstLine: 2 } }],
        },
      ]);
      const headless = await upload('admin', 'uf,crm,name\nSP,1,X\n');
      expect(headless.json().errors[0].problems).toEqual([
        {
          code: 'header_missing',
          params: {
            missing: 'register_number, specialty, status',
            expected: 'uf,register_number,name,specialty,status',
          },
        },
      ]);

      const { uf, registerNumber, holderName } = doctor.licence;
      const good = await upload(
        'admin',
        [
          'uf;register_number;name;specialty;status',
          `${uf};${registerNumber};${holderName};;SUSPENSO`,
          'SP;654321;Nova Pessoa;;ativo',
        ].join('\n'),
      );
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json()).toEqual({ imported: 1, updated: 1, unchanged: 0, errors: [] });
      expect(await listed()).not.toContain(doctor.name);
      const check = await h.api.get(
        `/api/public/veeva/checkCRM?registerNumber=654321&registerUf=SP`,
        { country: 'br' },
      );
      expect(check.json()).toMatchObject({ valid: true, name: 'Nova Pessoa' });

      expect((await upload('editorMx', 'x')).statusCode).toBe(403);
      expect((await upload('adminMx', 'x')).statusCode).toBe(403);
      const huge = await upload('admin', 'a'.repeat(6 * 1024 * 1024));
      expect(huge.statusCode).toBe(413);
      const json = await h.api.post('/api/backoffice/licences/import', { file: 'x' }, as('admin'));
      expect(json.statusCode).toBe(400);
    });
  });
});
