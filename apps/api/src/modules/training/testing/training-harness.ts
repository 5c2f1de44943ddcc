import type { FastifyInstance } from 'fastify';
import type { TestDatabase } from '../../../testing/test-database.ts';
import { buildTestApp } from '../../../testing/test-app.ts';
import { createApiClient, type ApiClient } from '../../users/testing/api-client.ts';
import { demoSessionToken } from '../../users/testing/demo-session.ts';
import { bankOf } from '../demo/question.ts';
import { demoQuestionBanks } from '../training.seed.ts';

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
    close: () => close(),
  };
}

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
