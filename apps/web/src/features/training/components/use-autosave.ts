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
 * Sends the answers (`PUT training/{id}/answers`), all of them each time, one call at a time: a
 * change made meanwhile goes in the next call. After a failed call the latest answers are sent
 * again with a growing pause, and at once when the browser is back online.
 */
class AnswerSaver {
  status: AutosaveStatus = 'idle';
  private waiting: Answer[] | null = null;
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

  save(answers: Answer[]): void {
    this.waiting = answers;
    void this.send();
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
    if (this.sending || this.stopped || !this.waiting) return;
    const answers = this.waiting;
    const { contentId, attemptId } = this.options;
    this.waiting = null;
    this.sending = true;
    this.setStatus('saving');
    try {
      const saved = await saveAnswers(contentId, attemptId, answers);
      this.failures = 0;
      if (this.stopped) return;
      this.options.onSaved(saved);
      this.setStatus(this.waiting ? 'saving' : 'saved');
    } catch (error) {
      if (!this.stopped) this.failed(error, answers);
      return;
    } finally {
      this.sending = false;
    }
    if (this.waiting) await this.send();
  }

  private failed(error: unknown, answers: Answer[]): void {
    this.waiting ??= answers;
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

/** Autosave of an open attempt's answers: `save` on every change, `stop` before finishing. */
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
  return { status, save: (answers: Answer[]) => saver.save(answers), stop: () => saver.stop() };
}
