import {
  acceptTrainingTermsResponseSchema,
  certificateListSchema,
  certificateVerificationSchema,
  examAttemptSchema,
  examResultSchema,
  openAttemptResponseSchema,
  saveAnswersResponseSchema,
  trainingProgressListSchema,
  trainingProgressSchema,
  type AcceptTrainingTermsResponse,
  type Answer,
  type CertificateList,
  type CertificateVerification,
  type ExamAttempt,
  type ExamResult,
  type OpenAttemptResponse,
  type SaveAnswersResponse,
  type TrainingProgress,
  type TrainingProgressList,
} from '@pulso/contracts/training';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/** Spec §4/§7 training calls: accept terms, start, (autosave,) finish, then feedback. */

const training = (id: string, rest: string) => apiUrl(`training/${encodeURIComponent(id)}/${rest}`);

export function acceptTrainingTerms(id: string): Promise<AcceptTrainingTermsResponse> {
  return request(training(id, 'accept-terms'), {
    schema: acceptTrainingTermsResponseSchema,
    method: 'POST',
  });
}

/** Starts the exam, or resumes the attempt still open (same questions, same deadline). */
export function startExam(id: string): Promise<ExamAttempt> {
  return request(training(id, 'start'), {
    schema: examAttemptSchema,
    method: 'POST',
    body: { startTime: new Date().toISOString() },
  });
}

/**
 * The open attempt (after a reload), or null when there is none (a first visit), with the
 * attempts left and when the next opens.
 */
export function getOpenAttempt(id: string, signal?: AbortSignal): Promise<OpenAttemptResponse> {
  return request(training(id, 'attempt'), {
    schema: openAttemptResponseSchema,
    blocking: false,
    signal,
  });
}

/** Autosave: in the background, never blocking the screen. */
export function saveAnswers(
  id: string,
  attemptId: string,
  answers: Answer[],
): Promise<SaveAnswersResponse> {
  return request(training(id, 'answers'), {
    schema: saveAnswersResponseSchema,
    method: 'PUT',
    body: { attemptId, answers },
    blocking: false,
  });
}

/** Graded by the server; a repeated finish answers the same result. */
export function finishExam(id: string, attemptId: string, answers: Answer[]): Promise<ExamResult> {
  return request(training(id, 'finish'), {
    schema: examResultSchema,
    method: 'POST',
    body: { attemptId, answers, attemptFinishDate: new Date().toISOString() },
  });
}

/**
 * The last finished attempt: every answer, right or wrong (and the right options once they may be
 * shown: after a pass or the last attempt).
 */
export function getFeedback(id: string, signal?: AbortSignal): Promise<ExamResult> {
  return request(training(id, 'feedback'), { schema: examResultSchema, blocking: false, signal });
}

export function getTrainingProgress(signal?: AbortSignal): Promise<TrainingProgressList> {
  return request(apiUrl('training/progress'), {
    schema: trainingProgressListSchema,
    blocking: false,
    signal,
  });
}

export function completeLesson(id: string, lessonId: string): Promise<TrainingProgress> {
  return request(training(id, `lessons/${encodeURIComponent(lessonId)}/complete`), {
    schema: trainingProgressSchema,
    method: 'POST',
    blocking: false,
  });
}

export function getCertificates(signal?: AbortSignal): Promise<CertificateList> {
  return request(apiUrl('training/certificates'), {
    schema: certificateListSchema,
    blocking: false,
    signal,
  });
}

/** Public (no session needed): a 404 means the code is unknown. */
export function verifyCertificate(
  code: string,
  signal?: AbortSignal,
): Promise<CertificateVerification> {
  return request(apiUrl(`public/certificates/${encodeURIComponent(code)}`), {
    schema: certificateVerificationSchema,
    blocking: false,
    signal,
    authFailure: 'throw',
  });
}
