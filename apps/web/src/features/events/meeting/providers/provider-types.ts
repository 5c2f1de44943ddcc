import type { JoinAnswer, Meeting } from '@pulso/contracts/events';

/** The join answer whose meeting is of provider `P`: what each provider component is given. */
export type JoinAnswerOf<P extends Meeting['provider']> = JoinAnswer & {
  meeting: Extract<Meeting, { provider: P }>;
};
