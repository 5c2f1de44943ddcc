import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryListingSchema } from '@pulso/contracts/backoffice/directory';
import type { CountryCode } from '@pulso/contracts/country';
import { DOCFINDER_CONSENT_VERSION } from '@pulso/contracts/docfinder';
import { headers } from '@pulso/contracts/http';
import { backofficeAudit } from '../../db/schema/backoffice.ts';
import { docfinderListings } from '../../db/schema/docfinder.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  createApiClient,
  fieldProblems,
  freshAddress,
  type ApiClient,
} from '../users/testing/api-client.ts';
import { demoSessionToken } from '../users/testing/demo-session.ts';

describe('directory', () => {
  let t: TestApp;
  let api: ApiClient;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    api = await createApiClient(t.app);
    for (const uid of ['demo-br', 'staff-revisor-br', 'staff-revisor-mx', 'staff-editor-br'])
      tokens[uid] = await demoSessionToken(t.app.database.db, t.config, uid);
  }, 400_000);
  afterAll(() => t?.close());

  const as = (uid: string, country: CountryCode = 'br') => ({ token: tokens[uid]!, country });

  /** The public doctor finder, as a patient's browser asks it. */
  const publicly =
    (url: string, token?: string, method: 'GET' | 'PUT' | 'DELETE' = 'GET') =>
    (body?: object) =>
      t.app.inject({
        method,
        url: `/docfinder/v1${url}`,
        remoteAddress: freshAddress(),
        headers: token ? { [headers.authorization]: `Bearer ${token}` } : {},
        ...(body ? { payload: body } : {}),
      });

  async function inPublicSearch(name: string, id: string) {
    const found = await publicly(`/doctors?q=${encodeURIComponent(name)}`)();
    expect(found.statusCode, found.body).toBe(200);
    return (found.json().items as { id: string }[]).some((item) => item.id === id);
  }

  describe('the directory in the back office', { timeout: 120_000 }, () => {
    it('hides a listing with a reason (gone from search and profile at once) and shows it again', async () => {
      const [row] = await t.app.database.db
        .select({ id: docfinderListings.id, name: docfinderListings.name })
        .from(docfinderListings)
        .orderBy(docfinderListings.name)
        .limit(1);
      const { id, name } = row!;
      const listed = await api.get(
        `/api/backoffice/directory?q=${encodeURIComponent(name)}`,
        as('staff-revisor-br'),
      );
      expect(listed.statusCode, listed.body).toBe(200);
      const found = (listed.json().items as { id: string }[]).find((item) => item.id === id);
      expect(directoryListingSchema.parse(found)).toMatchObject({ name, visibility: 'visible' });
      expect(await inPublicSearch(name, id)).toBe(true);

      const noReason = await api.post(
        `/api/backoffice/directory/${id}/hide`,
        { reason: ' ' },
        as('staff-revisor-br'),
      );
      expect(noReason.statusCode).toBe(400);
      expect(fieldProblems(noReason)).toEqual(['body.reason: validation.required']);
      expect(
        (await api.get('/api/backoffice/directory/not-a-uuid', as('staff-revisor-br'))).statusCode,
      ).toBe(400);

      const hidden = await api.post(
        `/api/backoffice/directory/${id}/hide`,
        { reason: 'Publicidade proibida pelo CFM no perfil' },
        as('staff-revisor-br'),
      );
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(directoryListingSchema.parse(hidden.json())).toMatchObject({
        visibility: 'hidden-by-staff',
        hidden: { reason: 'Publicidade proibida pelo CFM no perfil', by: expect.any(String) },
      });
      expect(await inPublicSearch(name, id)).toBe(false);
      expect((await publicly(`/doctors/${id}`)()).statusCode).toBe(404);
      // Staff of another country do not find it; an editor may not look at all.
      expect(
        (await api.get(`/api/backoffice/directory/${id}`, as('staff-revisor-mx', 'mx'))).statusCode,
      ).toBe(404);
      expect(
        (await api.get(`/api/backoffice/directory/${id}`, as('staff-editor-br'))).statusCode,
      ).toBe(403);

      const shown = await api.post(
        `/api/backoffice/directory/${id}/unhide`,
        {},
        as('staff-revisor-br'),
      );
      expect(shown.json()).toMatchObject({ visibility: 'visible', hidden: null });
      expect(await inPublicSearch(name, id)).toBe(true);
      expect((await publicly(`/doctors/${id}`)()).statusCode).toBe(200);

      const trail = await t.app.database.db
        .select()
        .from(backofficeAudit)
        .where(and(eq(backofficeAudit.entityType, 'listing'), eq(backofficeAudit.entityId, id)))
        .orderBy(backofficeAudit.at, backofficeAudit.id);
      expect(trail.map((entry) => entry.action)).toEqual(['hide', 'unhide']);
      expect(trail[0]!.after).toMatchObject({
        hidden: { reason: 'Publicidade proibida pelo CFM no perfil' },
      });
    });

    it('tells the doctor their listing is hidden, and says a listing whose doctor left is gone because they left', async () => {
      const me = publicly('/me', tokens['demo-br'], 'PUT');
      const optedIn = await me({
        consent: true,
        consentVersion: DOCFINDER_CONSENT_VERSION,
        specialties: [{ code: 'cardiologia', rqe: '12345' }],
        languages: ['pt'],
      });
      expect(optedIn.statusCode, optedIn.body).toBe(200);
      const id = optedIn.json().listing.id as string;
      await api.post(
        `/api/backoffice/directory/${id}/hide`,
        { reason: 'Em revisão' },
        as('staff-revisor-br'),
      );
      // The doctor is told their listing is hidden (not why: that is the staff's note).
      const mine = await publicly('/me', tokens['demo-br'])();
      expect(mine.json()).toMatchObject({ state: 'hidden-by-staff' });
      expect(mine.body).not.toContain('Em revisão');
      expect((await publicly('/me', tokens['demo-br'], 'DELETE')()).statusCode).toBe(204);
      const left = await api.get(`/api/backoffice/directory/${id}`, as('staff-revisor-br'));
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json()).toMatchObject({ id, visibility: 'left' });
    });
  });
});
