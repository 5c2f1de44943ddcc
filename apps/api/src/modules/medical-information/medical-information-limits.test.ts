import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalInformationCaseListSchema } from '@pulso/contracts/medical-information';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { MAIL_QUEUE } from '../../platform/mail/mail-outbox.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { deleteTestRedisKeys, testRedisReachable, testRedisUrl } from '../../testing/test-redis.ts';
import { createApiClient, problemCode } from '../users/testing/api-client.ts';
import { demoSessionToken } from '../users/testing/demo-session.ts';
import {
  articleRequest as article,
  startHarness,
  type Harness,
} from './testing/medical-information-harness.ts';

/**
 * Issue 31, finding 4: 5,317 requests from one account in 32 s, from rotating addresses, each
 * mailed to the country's team. Requests are now counted per account too (decision 071).
 */
describe('medical-information requests of one account', () => {
  let h: Harness;
  let doctor: string;
  let otherDoctor: string;
  beforeAll(async () => {
    // The default limit: 10 an hour per account (MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_MAX).
    h = await startHarness();
    doctor = await h.signIn('demo-br');
    otherDoctor = await h.signIn('speaker-br');
  });
  afterAll(() => h.t.close());

  // Each call comes from another client address (api-client's default), as in the finding.
  const post = (token: string) => h.api.post('/api/medicalInformation', article(), { token });

  it('takes ten an hour, from any address; the eleventh is a 429 with Retry-After, and mails nobody', async () => {
    for (let request = 1; request <= 10; request += 1) {
      const accepted = await post(doctor);
      expect(accepted.statusCode, accepted.body).toBe(201);
    }
    const refused = await post(doctor);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(problemCode(refused)).toBe('request.account_rate_limited');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_000);
    expect(retryAfter).toBeLessThanOrEqual(3_600);

    const mine = medicalInformationCaseListSchema.parse(
      (await h.api.get('/api/medicalInformation/cases', { token: doctor })).json(),
    );
    expect(mine.items).toHaveLength(10);
    const mails = await h.t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE);
    expect(
      mails.filter((job) => job.data.to === 'medical-information.br@pulso.example'),
    ).toHaveLength(10);
  });

  it("does not hold back another account's requests", async () => {
    expect((await post(otherDoctor)).statusCode).toBe(201);
  });
});

const redisReachable = await testRedisReachable();

describe.skipIf(!redisReachable)('with REDIS_URL, every process counts together', () => {
  const prefix = `pulso-test:${randomUUID()}:`;
  const env = {
    REDIS_URL: testRedisUrl,
    REDIS_KEY_PREFIX: prefix,
    MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_MAX: '3',
  };
  let running: TestApp | undefined;
  afterAll(async () => {
    await running?.close();
    await deleteTestRedisKeys(prefix);
  });

  it("another process refuses what the first one already counted of an account's requests", async () => {
    const first = await buildTestApp({ env });
    running = first;
    const token = await demoSessionToken(first.app.database.db, first.config, 'demo-br');
    const firstApi = await createApiClient(first.app);
    for (let request = 1; request <= 2; request += 1)
      expect(
        (await firstApi.post('/api/medicalInformation', article(), { token })).statusCode,
      ).toBe(201);
    // Another process on the same database (the first one stopped: PGlite has one owner).
    await first.close({ keepDatabase: true });
    running = undefined;
    const second = await buildTestApp({ env, database: first.database });
    running = second;
    const secondApi = await createApiClient(second.app);
    expect((await secondApi.post('/api/medicalInformation', article(), { token })).statusCode).toBe(
      201,
    );
    const refused = await secondApi.post('/api/medicalInformation', article(), { token });
    expect(refused.statusCode).toBe(429);
    expect(problemCode(refused)).toBe('request.account_rate_limited');
  });
});
