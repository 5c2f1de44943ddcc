// The demo question banks the server seeds (apps/api/src/modules/training/demo): journeys read a
// question's right answer from them, as a learner who studied the course would know it.
import { questionBanksEs } from '../../apps/api/src/modules/training/demo/question-bank-es.ts';
import { questionBanksPtBr } from '../../apps/api/src/modules/training/demo/question-bank-pt-br.ts';

export interface DemoQuestion {
  question: string;
  /** The right option's text. */
  right: string;
  /** The other options' texts. */
  wrong: string[];
}

/** The questions of a demo course's bank; a course without a bank fails loudly. */
export function demoQuestionBank(courseId: string): DemoQuestion[] {
  const specs = questionBanksEs[courseId] ?? questionBanksPtBr[courseId];
  if (!specs) throw new Error(`no demo question bank for ${courseId}`);
  return specs.map(([question, options, right]) => ({
    question,
    right: options[right]!,
    wrong: options.filter((_option, index) => index !== right),
  }));
}
