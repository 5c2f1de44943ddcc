import type {
  acceptTrainingTermsResponseSchema,
  certificateListSchema,
  certificateVerificationSchema,
  examAttemptSchema,
  examResultSchema,
  openAttemptResponseSchema,
  saveAnswersResponseSchema,
  trainingProgressListSchema,
  trainingProgressSchema,
  AcceptTrainingTermsResponse,
  Answer,
  CertificateList,
  CertificateVerification,
  ExamAttempt,
  ExamResult,
  SaveAnswersResponse,
  TrainingProgress,
  TrainingProgressList,
} from '@pulso/contracts/training';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/** Spec §4/§7 training calls: accept terms, start, (autosave,) finish, then feedback. */

const training = (id: string, rest: string) => apiUrl(`training/${encodeURIComponent(id)}/${rest}`);

export function acceptTrainingTerms(id: string): Promise<AcceptTrainingTermsResponse> {
  return request<typeof acceptTrainingTermsResponseSchema>(training(id, 'accept-terms'), {
    method: 'POST',
  });
}

/** Starts the exam, or resumes the attempt still open (same questions, same deadline). */
export function startExam(id: string): Promise<ExamAttempt> {
  return request<typeof examAttemptSchema>(training(id, 'start'), {
    method: 'POST',
    body: { startTime: new Date().toISOString() },
  });
}

/** The open attempt (after a reload), or null when there is none (a first visit). */
export async function getOpenAttempt(
  id: string,
  signal?: AbortSignal,
): Promise<ExamAttempt | null> {
  const { attempt } = await request<typeof openAttemptResponseSchema>(training(id, 'attempt'), {
    blocking: false,
    signal,
  });
  return attempt;
}

/** Autosave: in the background, never blocking the screen. */
export function saveAnswers(
  id: string,
  attemptId: string,
  answers: Answer[],
): Promise<SaveAnswersResponse> {
  return request<typeof saveAnswersResponseSchema>(training(id, 'answers'), {
    method: 'PUT',
    body: { attemptId, answers },
    blocking: false,
  });
}

/** Graded by the server; a repeated finish answers the same result. */
export function finishExam(id: string, attemptId: string, answers: Answer[]): Promise<ExamResult> {
  return request<typeof examResultSchema>(training(id, 'finish'), {
    method: 'POST',
    body: { attemptId, answers, attemptFinishDate: new Date().toISOString() },
  });
}

/** The last finished attempt: every answer, right or wrong (and the right options if shown). */
export function getFeedback(id: string, signal?: AbortSignal): Promise<ExamResult> {
  return request<typeof examResultSchema>(training(id, 'feedback'), { blocking: false, signal });
}

export function getTrainingProgress(signal?: AbortSignal): Promise<TrainingProgressList> {
  return request<typeof trainingProgressListSchema>(apiUrl('training/progress'), {
    blocking: false,
    signal,
  });
}

export function completeLesson(id: string, lessonId: string): Promise<TrainingProgress> {
  return request<typeof trainingProgressSchema>(
    training(id, `lessons/${encodeURIComponent(lessonId)}/complete`),
    {
      method: 'POST',
      blocking: false,
    },
  );
}

export function getCertificates(signal?: AbortSignal): Promise<CertificateList> {
  return request<typeof certificateListSchema>(apiUrl('training/certificates'), {
    blocking: false,
    signal,
  });
}

/** Public (no session needed): a 404 means the code is unknown. */
export function verifyCertificate(
  code: string,
  signal?: AbortSignal,
): Promise<CertificateVerification> {
  return request<typeof certificateVerificationSchema>(
    apiUrl(`public/certificates/${encodeURIComponent(code)}`),
    {
      blocking: false,
      signal,
      authFailure: 'throw',
    },
  );
}
