import { expect } from 'vitest';
import {
  examAttemptSchema,
  examResultSchema,
  type Answer,
  type ExamAttempt,
  type ExamResult,
} from '@pulso/contracts/training';
import type { ApiClient } from '../../users/testing/api-client.ts';
import { demoAnswerKey, wrongOption } from './training-harness.ts';

/** The exam calls of spec §7 as a signed-in user makes them. */
export function examCalls(api: ApiClient) {
  const url = (id: string, action: string) => `/api/training/${id}/${action}`;
  return {
    acceptTerms: (token: string, id: string) =>
      api.post(url(id, 'accept-terms'), undefined, { token }),
    start: (token: string, id: string) =>
      api.post(url(id, 'start'), { startTime: new Date().toISOString() }, { token }),
    attempt: (token: string, id: string) => api.get(url(id, 'attempt'), { token }),
    save: (token: string, id: string, body: unknown) =>
      api.put(url(id, 'answers'), body, { token }),
    finish: (token: string, id: string, body: unknown) =>
      api.post(url(id, 'finish'), body, { token }),
    feedback: (token: string, id: string) => api.get(url(id, 'feedback'), { token }),

    /** Accepts the terms and starts (or resumes): the open attempt. */
    async begin(token: string, id: string): Promise<ExamAttempt> {
      expect((await this.acceptTerms(token, id)).statusCode).toBe(200);
      const response = await this.start(token, id);
      expect(response.statusCode, response.body).toBe(200);
      return examAttemptSchema.strict().parse(response.json());
    },

    /** Finishes with `answers`, expecting a result. */
    async finishWith(token: string, attempt: ExamAttempt, answers: Answer[]): Promise<ExamResult> {
      const response = await this.finish(token, attempt.contentId, {
        attemptId: attempt.attemptId,
        answers,
        attemptFinishDate: new Date().toISOString(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return examResultSchema.strict().parse(response.json());
    },
  };
}

/** Answers to every question of the attempt: the first `right` ones right, the others wrong. */
export function answersFor(attempt: ExamAttempt, right: number): Answer[] {
  return attempt.questions.map((question, index) => ({
    id: question.id,
    selectedOptionValue: index < right ? demoAnswerKey.get(question.id)! : wrongOption(question.id),
  }));
}
