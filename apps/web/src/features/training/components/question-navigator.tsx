import { Button } from '@mantine/core';
import type { ExamQuestion } from '@pulso/contracts/training';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './exam.module.css';

/** Buttons to jump to any question, each saying whether it is answered. */
export function QuestionNavigator({
  questions,
  current,
  answered,
  onGo,
}: {
  questions: readonly ExamQuestion[];
  current: number;
  answered: (questionId: string) => boolean;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('training.exam.questions')}>
      <ol className={classes.navigator}>
        {questions.map((question, index) => {
          const done = answered(question.id);
          return (
            <li key={question.id}>
              <Button
                size="compact-md"
                miw={44}
                mih={44}
                variant={index === current ? 'filled' : done ? 'light' : 'default'}
                aria-current={index === current ? 'step' : undefined}
                aria-label={t(done ? 'training.exam.goToAnswered' : 'training.exam.goTo', {
                  number: index + 1,
                })}
                onClick={() => onGo(index)}
              >
                {index + 1}
              </Button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
