import { useCallback, useRef, useState } from 'react';
import { newId } from '@pulso/contracts/helpers/id';
import type { MedicalInformationRequestInput } from '@pulso/contracts/medical-information';
import { postMedicalInformation } from '../../../lib/medical-information/medical-information-api.ts';
import { useRefreshCases } from '../../../lib/medical-information/medical-information-queries.ts';
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
    } catch {
      setOutcome('error');
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
