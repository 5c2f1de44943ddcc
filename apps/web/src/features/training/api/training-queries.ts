import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trainingProblemCodes, type ExamResult } from '@pulso/contracts/training';
import { contentKeys, type ContentResult } from '../../content/index.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useAccessToken } from '../../../lib/session.ts';
import {
  acceptTrainingTerms,
  completeLesson,
  getCertificates,
  getFeedback,
  getOpenAttempt,
  getTrainingProgress,
  verifyCertificate,
} from './training-api.ts';

/** Cache keys of the training data, per session token (a new sign-in never sees the last one's). */
export const trainingKeys = {
  all: (token: string | null) => ['training', token] as const,
  progress: (token: string | null) => ['training', token, 'progress'] as const,
  certificates: (token: string | null) => ['training', token, 'certificates'] as const,
  attempt: (token: string | null, id: string) => ['training', token, 'attempt', id] as const,
  feedback: (token: string | null, id: string) => ['training', token, 'feedback', id] as const,
  verification: (code: string) => ['training', 'verification', code] as const,
};

/** A 404 whose code says "there is none yet" (no open attempt, no finished attempt). */
const isNone = (error: unknown, code: string) =>
  isApiError(error) && error.status === 404 && error.code === code;

/** The user's record of every course they started (absent: not started). */
export function useTrainingProgress() {
  const token = useAccessToken();
  return useQuery({
    queryKey: trainingKeys.progress(token),
    queryFn: ({ signal }) => getTrainingProgress(signal),
  });
}

export function useCertificates() {
  const token = useAccessToken();
  return useQuery({
    queryKey: trainingKeys.certificates(token),
    queryFn: ({ signal }) => getCertificates(signal),
  });
}

/** The attempt still open (resumed after a reload) or null, and the attempts left. */
export function useOpenAttempt(id: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: trainingKeys.attempt(token, id),
    queryFn: ({ signal }) => getOpenAttempt(id, signal),
    enabled,
    // The attempt is this screen's state from here on: never refetched behind its back.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * The last finished attempt, graded; null before any. A finish on this screen puts its own result
 * here (`useFinishedExam`), so the feedback is not asked for again.
 */
export function useFeedback(id: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: trainingKeys.feedback(token, id),
    queryFn: async ({ signal }): Promise<ExamResult | null> => {
      try {
        return await getFeedback(id, signal);
      } catch (error) {
        if (isNone(error, trainingProblemCodes.feedbackNotFound)) return null;
        throw error;
      }
    },
    enabled,
    // It changes only with a finish, whose answer is put here: never refetched behind its back.
    staleTime: Infinity,
  });
}

/**
 * After a finish: its graded answer is the feedback (spec §4's `feedback` asks for the same
 * attempt), the attempt is closed, and the item shows the certificate of a pass, all from the
 * finish's answer. The course list and the certificates are re-read when next shown.
 */
export function useFinishedExam(id: string): (result: ExamResult) => Promise<void> {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return async (result) => {
    queryClient.setQueryData(trainingKeys.feedback(token, id), result);
    queryClient.setQueryData(trainingKeys.attempt(token, id), {
      attempt: null,
      allowance: result.allowance,
    });
    const certificate = result.certificate?.certificate;
    if (certificate)
      queryClient.setQueryData<ContentResult>(contentKeys.item(token, id), (current) =>
        current && 'id' in current ? { ...current, trainingUserCertificate: certificate } : current,
      );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trainingKeys.progress(token) }),
      queryClient.invalidateQueries({ queryKey: trainingKeys.certificates(token) }),
    ]);
  };
}

/** After the terms, a finish or a lesson: the course's item, progress and certificates are re-read. */
export function useRefreshTraining(id: string): () => Promise<void> {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trainingKeys.all(token) }),
      queryClient.invalidateQueries({ queryKey: contentKeys.item(token, id) }),
    ]);
  };
}

/** Accepts the exam terms; the item shows them accepted at once. */
export function useAcceptTerms(id: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const refresh = useRefreshTraining(id);
  return useMutation({
    mutationFn: () => acceptTrainingTerms(id),
    onSuccess: async () => {
      queryClient.setQueryData<ContentResult>(contentKeys.item(token, id), (current) =>
        current && 'id' in current ? { ...current, trainingAcceptedTerms: true } : current,
      );
      await refresh();
    },
  });
}

/** Marks a lesson of the course done. */
export function useCompleteLesson(id: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) => completeLesson(id, lessonId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.progress(token) }),
  });
}

/** A certificate's public facts; null when the code is unknown (404). */
export function useCertificateVerification(code: string) {
  return useQuery(certificateVerificationOptions(code));
}

/** The query of a certificate's public facts: the page's hook and its route loader share it. */
export function certificateVerificationOptions(code: string) {
  return queryOptions({
    queryKey: trainingKeys.verification(code),
    queryFn: async ({ signal }) => {
      try {
        return await verifyCertificate(code, signal);
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });
}
