import {
  answerProblemCodes,
  type Answer,
  type ExamQuestion,
  type GradedAnswer,
} from '@pulso/contracts/training';
import { validationMessages as m } from '@pulso/contracts/validation';
import type { BankQuestion } from '../../db/schema/training.ts';
import { RequestInvalidError } from '../../errors.ts';

/** `count` questions of the bank in a random order (all of them when the bank is smaller). */
export function drawQuestions(
  bank: readonly BankQuestion[],
  count: number,
  random: () => number = Math.random,
): BankQuestion[] {
  const pool = [...bank];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** A question as an open attempt shows it: the key (`isCorrect`) left out. */
export const openQuestion = (question: BankQuestion): ExamQuestion => ({
  id: question.id,
  question: question.question,
  options: question.options.map(({ text, value }) => ({ text, value })),
});

/**
 * The answers as a map, each checked against the attempt's questions: an id that is not one of
 * them, or a value that is not one of its options, is a 400 naming the field.
 */
export function checkedAnswers(
  questions: readonly BankQuestion[],
  answers: readonly Answer[],
): Record<string, string> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const problems = answers.flatMap((answer, index): { field: string; code: string }[] => {
    const question = byId.get(answer.id);
    if (!question)
      return [{ field: `body.answers.${index}.id`, code: answerProblemCodes.questionNotInAttempt }];
    if (!question.options.some((option) => option.value === answer.selectedOptionValue))
      return [
        {
          field: `body.answers.${index}.selectedOptionValue`,
          code: answerProblemCodes.optionUnknown,
        },
      ];
    return [];
  });
  if (problems.length)
    throw new RequestInvalidError(
      'An answer names a question or an option that is not in the attempt.',
      problems.map((problem) => ({ ...problem, message: m.invalid })),
    );
  return Object.fromEntries(answers.map((answer) => [answer.id, answer.selectedOptionValue]));
}

/** The saved answers in the questions' order (spec §3 "Answer"). */
export const answerList = (
  questions: readonly BankQuestion[],
  answers: Readonly<Record<string, string>>,
): Answer[] =>
  questions.flatMap((question) => {
    const value = answers[question.id];
    return value === undefined ? [] : [{ id: question.id, selectedOptionValue: value }];
  });

export interface Grade {
  correctAnswers: number;
  answers: GradedAnswer[];
}

/** Grades every question: unanswered ones count as wrong. The key is shown only if `showKey`. */
export function grade(
  questions: readonly BankQuestion[],
  answers: Readonly<Record<string, string>>,
  showKey: boolean,
): Grade {
  const graded = questions.map((question): GradedAnswer => {
    const selected = answers[question.id] ?? null;
    const right = question.options.find((option) => option.isCorrect)?.value;
    return {
      id: question.id,
      question: question.question,
      options: question.options.map(({ text, value, isCorrect }) =>
        showKey ? { text, value, isCorrect } : { text, value },
      ),
      selectedOptionValue: selected,
      isCorrect: selected !== null && selected === right,
    };
  });
  return {
    correctAnswers: graded.filter((answer) => answer.isCorrect).length,
    answers: graded,
  };
}

/** Graded answers without the key: whether each choice was right stays, not which option is. */
export const withoutKey = (answers: readonly GradedAnswer[]): GradedAnswer[] =>
  answers.map((answer) => ({
    ...answer,
    options: answer.options.map(({ text, value }) => ({ text, value })),
  }));
