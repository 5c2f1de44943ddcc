import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCFINDER_CONSENT_VERSION,
  docfinderSearchResponseSchema,
  myListingSchema,
} from '@pulso/contracts/docfinder';
import { headers } from '@pulso/contracts/http';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { demoSessionToken } from '../users/testing/demo-session.ts';
import { findUserByUid } from '../users/users.repository.ts';
import { freshAddress } from '../users/testing/api-client.ts';

// The public search by name (docs/decisions/085): each typed word begins a word of the name or
// resembles one, whatever its accents and case; a renamed listing is found by its new name only.
describe('doctor finder: search by name', () => {
  let t: TestApp;
  let token = '';
  let userId = '';
  let listingId = '';

  const idsFound = async (q: string): Promise<string[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/docfinder/v1/doctors?q=${encodeURIComponent(q)}`,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return docfinderSearchResponseSchema.parse(response.json()).items.map((d) => d.id);
  };
  /** The demo doctor's account takes this name, and lists itself again (PUT /me). */
  const listAs = async (firstName: string, lastName: string) => {
    await t.app.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, userId));
    const response = await t.app.inject({
      method: 'PUT',
      url: '/docfinder/v1/me',
      remoteAddress: freshAddress(),
      headers: { [headers.authorization]: `Bearer ${token}` },
      payload: {
        consent: true,
        consentVersion: DOCFINDER_CONSENT_VERSION,
        specialties: [{ code: 'cardiologia', rqe: '12345' }],
        languages: ['pt'],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const listed = myListingSchema.parse(response.json());
    expect(listed.preview?.name).toBe(`${firstName} ${lastName}`);
    return listed.listing!.id;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    token = await demoSessionToken(t.app.database.db, t.config, 'demo-br');
    userId = (await findUserByUid(t.app.database.db, 'demo-br'))!.id;
    listingId = await listAs('Conceição', "Brandão D'Ávila");
    // Building the app copies the migrated template: slow on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());

  it('finds a doctor by a part of each word, without accents, in any case, with a typo', async () => {
    for (const q of [
      'Conceição Brandão',
      'conceicao brandao',
      'CONCEIÇÃO',
      'brand',
      'conc d',
      'avila',
      'Dra. Conceição da Brandão',
      'brandai',
      'Conceiçau',
    ]) {
      expect(await idsFound(q), q).toContain(listingId);
    }
    // Every word must be in the name: a word of another name leaves the doctor out.
    expect(await idsFound('conceicao nogueira')).not.toContain(listingId);
  });

  it('finds a renamed listing by its new name and no longer by the old one', async () => {
    expect(await listAs('Heloísa', 'Quintanilha Brito')).toBe(listingId);
    expect(await idsFound('heloisa quintanilha')).toContain(listingId);
    expect(await idsFound('Quintanila')).toContain(listingId);
    expect(await idsFound('conceicao')).not.toContain(listingId);
    expect(await idsFound('brandao')).not.toContain(listingId);
    expect(await idsFound('brandai')).not.toContain(listingId);
  });

  it('answers 200 to queries of wildcards, separators or one letter', async () => {
    for (const q of ['%', '_', '\\', "'", '--', 'q', 'ç']) await idsFound(q);
  });
});
