import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { registrationDefaults, registrationRequestSchema } from '@pulso/contracts/registration';
import { createSession } from '../../identity/session/session.ts';
import type { TestDatabase } from '../../../testing/test-database.ts';
import { buildTestApp } from '../../../testing/test-app.ts';
import { createApiClient, type ApiClient } from '../../users/testing/api-client.ts';
import { demoSessionToken } from '../../users/testing/demo-session.ts';
import { createProductAccount, termsVersionFor } from '../../users/product-accounts.service.ts';
import { bankOf } from '../demo/question.ts';
import { demoQuestionBanks } from '../training.seed.ts';
import { sequence } from '../../../testing/sequence.ts';

/** A clock the test moves by hand (the exam's timing reads it; nothing sleeps). */
export interface TestClock {
  now: () => Date;
  advance(seconds: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(seconds) {
      at += seconds * 1000;
    },
  };
}

export interface TrainingHarness {
  app: FastifyInstance;
  api: ApiClient;
  clock: TestClock;
  database: TestDatabase;
  /** A session token of a demo account (`demo-br`, `speaker-br`, `demo-mx`, …). */
  signIn(uid: string): Promise<string>;
  /** A session token of a doctor registered just now, whom no other test has touched. */
  signInNew(country: 'br' | 'mx'): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real server with the demo data (catalogue, accounts, question banks) on a fresh database,
 * its exam clock under the test's control.
 */
export async function startTrainingHarness(
  env: Record<string, string> = {},
): Promise<TrainingHarness> {
  const clock = createTestClock();
  // The clock also ends idle sessions: tests that move it by hours keep theirs.
  const { app, config, database, close } = await buildTestApp({
    now: clock.now,
    env: { SESSION_IDLE_TIMEOUT: '12h', ...env },
  });
  const db = app.database.db;
  return {
    app,
    api: await createApiClient(app),
    clock,
    database,
    signIn: (uid) => demoSessionToken(db, config, uid),
    async signInNew(country) {
      const uid = `new-${randomUUID()}`;
      const at = clock.now();
      const body = registrationRequestSchema.parse({
        ...registrationDefaults(country),
        ...newDoctorFields[country],
        // A licence number of its own (the registry is not asked: the account is written directly).
        ...(country === 'br' ? { registerNumber: String(nextRegisterNumber()) } : {}),
        idGigya: uid,
        UIDSignature: 'bmV3',
        signatureTimestamp: '0',
        name: 'Nova Médica',
        email: `${uid}@pulso.example`,
        iamDoctor: true,
      });
      const userId = await db.transaction(async (tx) =>
        createProductAccount(tx, {
          body,
          firstName: 'Nova',
          lastName: 'Médica',
          termsVersion: await termsVersionFor(tx, country),
          at,
        }),
      );
      const session = await createSession(db, {
        userId,
        country,
        ttlMs: config.sessionTtlMs,
        now: at,
      });
      return session.token;
    },
    close: () => close(),
  };
}

const nextRegisterNumber = sequence(900000);

/** What a registration of the country asks for (no licence: the account is written directly). */
const newDoctorFields: Record<'br' | 'mx', Record<string, unknown>> = {
  br: { registerUf: 'SP', specialty: 'CLÍNICA MÉDICA', readAcceptTerms: true },
  mx: {
    treatment: 'Dra.',
    state: 'Jalisco',
    identityDocumentOrMedicalCollegiate: '12345678',
    specialty: 'Cardiología',
  },
};

/** The right option of every demo question, by question id. */
export const demoAnswerKey: ReadonlyMap<string, string> = new Map(
  Object.entries(demoQuestionBanks).flatMap(([contentId, specs]) =>
    bankOf(contentId, specs).map((question) => [
      question.id,
      question.options.find((option) => option.isCorrect)!.value,
    ]),
  ),
);

/** A wrong option of a demo question. */
export function wrongOption(questionId: string): string {
  const right = demoAnswerKey.get(questionId);
  return right === 'a' ? 'b' : 'a';
}
