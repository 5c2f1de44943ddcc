/**
 * The clock that decides which approved items are shown (issue 17: valid-from and valid-to are
 * enforced when reading; content.repository.ts `publishedAt`). The composition root makes one per
 * app from the app's clock, and hands it to the services that read or write doctors' content.
 * Only this clock may be shifted (the test rigs' POST /__testing/publication-clock, decision 054):
 * sessions, exams, events and media URLs keep the app's clock.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The app's publication clock (made by the composition root; test rigs shift it). */
    publication: PublicationClock;
  }
}

export interface PublicationClock {
  now(): Date;
  /** From now on the clock reads the app's clock plus `offsetMs` (test rigs and tests only). */
  shift(offsetMs: number): void;
}

export function createPublicationClock(appClock: () => Date): PublicationClock {
  const shifted = { offsetMs: 0 };
  return {
    now: () => new Date(appClock().getTime() + shifted.offsetMs),
    shift(offsetMs) {
      shifted.offsetMs = offsetMs;
    },
  };
}
