import { useCallback, useRef, useState } from 'react';
import { newId } from '@pulso/contracts/helpers/id';
import { limitProblemCodes } from '@pulso/contracts/problem/limit-codes';
import type { MedicalInformationRequestInput } from '@pulso/contracts/medical-information';
import { isApiError } from '../../../lib/http/api-error.ts';
import { postMedicalInformation } from '../api/medical-information-api.ts';
import { useRefreshCases } from '../api/medical-information-queries.ts';
import type { RequestOutcome } from './request-outcome.tsx';

export interface RequestSubmission {
  outcome: RequestOutcome;
  /**
   * Sends the request built for this attempt's id; on success runs `followUp` (spec §7
   * sendMail), whose failure is only logged (§8).
   */
  send: (
    build: (id: string) => MedicalInformationRequestInput,
    followUp?: (id: string) => Promise<unknown>,
  ) => Promise<void>;
  /** Back to a fresh request (spec §4 close): messages hidden, a new id next time. */
  reset: () => void;
}

/**
 * The account sent as many requests as it may in the window (429, decision 071): how long until
 * the next, in whole minutes (at least one), when the answer said.
 */
function limitedOutcome(error: unknown): RequestOutcome | undefined {
  if (!isApiError(error) || error.code !== limitProblemCodes.accountRateLimited) return undefined;
  const seconds = error.retryAfterSeconds;
  return {
    limitedForMinutes: seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60)),
  };
}

/**
 * The send of a medical-information popup (spec §4, §7, §8). One id per request: sending again
 * after a failure reuses it, so a request the server stored before its answer was lost is not
 * stored twice (the API is idempotent on it).
 */
export function useRequestSubmission(): RequestSubmission {
  const [outcome, setOutcome] = useState<RequestOutcome>('idle');
  const id = useRef<string | null>(null);
  const refreshCases = useRefreshCases();

  const send: RequestSubmission['send'] = async (build, followUp) => {
    id.current ??= newId();
    const requestId = id.current;
    setOutcome('idle');
    try {
      await postMedicalInformation(build(requestId));
    } catch (error) {
      setOutcome(limitedOutcome(error) ?? 'error');
      return;
    }
    setOutcome('success');
    refreshCases();
    followUp?.(requestId).catch((error: unknown) => {
      console.warn('medicalInformation sendMail failed', error);
    });
  };

  const reset = useCallback(() => {
    id.current = null;
    setOutcome('idle');
  }, []);

  return { outcome, send, reset };
}
