import type { BankQuestion } from '../../../db/schema/training.ts';

/** A demo question as written: the text, its options in order, and the right one's index. */
export type QuestionSpec = readonly [question: string, options: readonly string[], right: number];

const VALUES = 'abcdefgh';

/** The bank of one course: ids `<content id>-q<n>`, option values `a`, `b`, … */
export function bankOf(contentId: string, specs: readonly QuestionSpec[]): BankQuestion[] {
  return specs.map(([question, options, right], index) => ({
    id: `${contentId}-q${index + 1}`,
    question,
    options: options.map((text, option) => ({
      text,
      value: VALUES[option]!,
      isCorrect: option === right,
    })),
  }));
}
