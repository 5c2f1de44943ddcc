import type { Seed } from '../../platform/seed/seed.ts';
import { questionBanksEs } from './demo/question-bank-es.ts';
import { questionBanksPtBr } from './demo/question-bank-pt-br.ts';
import { bankOf } from './demo/question.ts';
import { writeExamBank } from './training.repository.ts';

/** Every demo question bank, by course id. */
export const demoQuestionBanks = { ...questionBanksEs, ...questionBanksPtBr };

/** The demo courses' question banks (after the demo catalogue: a bank belongs to an item). */
export const trainingDemoSeed: Seed = {
  name: 'training-demo@1',
  kind: 'demo',
  async run(tx) {
    for (const [contentId, specs] of Object.entries(demoQuestionBanks)) {
      await writeExamBank(
        tx,
        { contentId, showCorrectAnswers: true, questions: bankOf(contentId, specs) },
        { replace: false },
      );
    }
  },
};
