import { useEffect, useState } from 'react';
import type { Answer, SaveAnswersResponse } from '@pulso/contracts/training';
import { isApiError } from '../../../lib/http/api-error.ts';
import { saveAnswers } from '../api/training-api.ts';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'failed' | 'closed';

const MAX_RETRY_MS = 15_000;

/** Connection trouble or a server hiccup: worth trying again. */
const isRetryable = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500;

/** The attempt is over on the server (time over, finished in another tab). */
const isClosed = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 409);

export interface AutosaveOptions {
  contentId: string;
  attemptId: string;
  /** Each saved answer carries the server's remaining time. */
  onSaved: (answer: SaveAnswersResponse) => void;
  /** The server no longer takes answers (time over, attempt finished elsewhere). */
  onClosed: () => void;
}

/**
 * Sends each answer as it changes (`PUT training/{id}/answers` carries only the answers changed
 * since the last call: the server merges them over those it has), one call at a time: a change
 * made meanwhile goes in the next call. After a failed call its answers are sent again (unless
 * changed since) with a growing pause, and at once when the browser is back online. `unsaved`
 * is what the server may not have yet: the finish sends only that.
 */
class AnswerSaver {
  status: AutosaveStatus = 'idle';
  /** Changed since the last call, by question id. */
  private waiting = new Map<string, string>();
  /** In the call on its way. */
  private inFlight = new Map<string, string>();
  private sending = false;
  private stopped = false;
  private failures = 0;
  private retryTimer: number | undefined;

  constructor(
    private options: AutosaveOptions,
    private readonly onStatus: (status: AutosaveStatus) => void,
  ) {}

  /** The screen's latest callbacks. */
  configure(options: AutosaveOptions): void {
    this.options = options;
  }

  save(answer: Answer): void {
    this.waiting.set(answer.id, answer.selectedOptionValue);
    void this.send();
  }

  /** The answers the server has not confirmed (in a call on its way, or waiting). */
  unsaved(): Answer[] {
    const answers = new Map([...this.inFlight, ...this.waiting]);
    return [...answers].map(([id, selectedOptionValue]) => ({ id, selectedOptionValue }));
  }

  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.retryTimer);
  }

  readonly retryNow = (): void => void this.send();

  private setStatus(status: AutosaveStatus): void {
    this.status = status;
    this.onStatus(status);
  }

  private async send(): Promise<void> {
    window.clearTimeout(this.retryTimer);
    if (this.sending || this.stopped || this.waiting.size === 0) return;
    const batch = this.waiting;
    const { contentId, attemptId } = this.options;
    this.waiting = new Map();
    this.inFlight = batch;
    this.sending = true;
    this.setStatus('saving');
    const answers = [...batch].map(([id, selectedOptionValue]) => ({ id, selectedOptionValue }));
    try {
      const saved = await saveAnswers(contentId, attemptId, answers);
      this.failures = 0;
      if (this.stopped) return;
      this.options.onSaved(saved);
      this.setStatus(this.waiting.size ? 'saving' : 'saved');
    } catch (error) {
      // Not saved: sent again with the next call, unless changed meanwhile.
      for (const [id, value] of batch) if (!this.waiting.has(id)) this.waiting.set(id, value);
      if (!this.stopped) this.failed(error);
      return;
    } finally {
      this.inFlight = new Map();
      this.sending = false;
    }
    if (this.waiting.size) await this.send();
  }

  private failed(error: unknown): void {
    if (isClosed(error)) {
      this.stop();
      this.setStatus('closed');
      this.options.onClosed();
    } else if (isRetryable(error)) {
      this.failures += 1;
      this.setStatus('retrying');
      const pause = Math.min(MAX_RETRY_MS, 1000 * 2 ** (this.failures - 1));
      this.retryTimer = window.setTimeout(this.retryNow, pause);
    } else {
      // Refused as it is: the next change tries again.
      this.setStatus('failed');
    }
  }
}

/**
 * Autosave of an open attempt's answers: `save` the answer that changed, `stop` before finishing
 * and send `unsaved()` with the finish.
 */
export function useAutosave(options: AutosaveOptions) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [saver] = useState(() => new AnswerSaver(options, setStatus));
  useEffect(() => saver.configure(options));
  useEffect(() => {
    window.addEventListener('online', saver.retryNow);
    return () => {
      window.removeEventListener('online', saver.retryNow);
      saver.stop();
    };
  }, [saver]);
  return {
    status,
    save: (answer: Answer) => saver.save(answer),
    unsaved: () => saver.unsaved(),
    stop: () => saver.stop(),
  };
}
