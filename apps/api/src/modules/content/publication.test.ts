import { afterAll, describe, expect, it } from 'vitest';
import { buildContentTestApp, type ContentTestApp } from './testing/content-test-app.ts';
import { fixtureEntry } from './testing/content-fixtures.ts';

const DAY_MS = 86_400_000;
const apps: ContentTestApp[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('the publication clock', () => {
  it('is each app’s own: a second server built in the same process leaves the first one’s shifted clock', async () => {
    // The test rig's fixture route moves the clock that decides what doctors see (decision 054).
    const first = await buildContentTestApp({
      EVENTS_TEST_FIXTURES: 'true',
      SEED_DEMO_FORCE: 'true',
    });
    apps.push(first);
    const id = `caduca-${Date.now()}`;
    await first.store({
      entries: [
        {
          ...fixtureEntry({ id }),
          publication: {
            status: 'approved',
            approvalCode: 'BR-0001',
            validFrom: null,
            validTo: new Date(Date.now() + DAY_MS),
          },
        },
      ],
    });
    const token = await first.signIn('demo-br');
    const opens = async () => (await first.api.get(`/api/contents/${id}`, { token })).statusCode;
    expect(await opens()).toBe(200);

    const moved = await first.app.inject({
      method: 'POST',
      url: '/__testing/publication-clock',
      payload: { advanceSeconds: 2 * 86_400 },
    });
    expect(moved.statusCode).toBe(200);
    expect(await opens()).toBe(404);

    apps.push(await buildContentTestApp());
    expect(await opens()).toBe(404);
  });
});
