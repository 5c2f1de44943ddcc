import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ExamAttempt, ExamResult } from '@pulso/contracts/training';
import { LoadError } from '../../../components/ui/query-states.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { finishExam } from '../api/training-api.ts';
import { AutosaveState } from './autosave-state.tsx';
import { ExamTimer } from './exam-timer.tsx';
import { QuestionNavigator } from './question-navigator.tsx';
import { QuestionView } from './question-view.tsx';
import { useAutosave } from './use-autosave.ts';
import { useExamClock, type ServerTime } from './use-exam-clock.ts';
import classes from './exam.module.css';

export interface ExamRunnerProps {
  contentId: string;
  attempt: ExamAttempt;
  /** `Date.now()` when the attempt arrived: its `remainingSeconds` counts from then. */
  receivedAt: number;
  onFinished: (result: ExamResult) => void;
}

type Answers = Record<string, string>;

/**
 * An open attempt: one question at a time, each answer autosaved, the server's time left
 * counting down; at zero (or when the learner finishes) the answers are sent for grading.
 */
export function ExamRunner({ contentId, attempt, receivedAt, onFinished }: ExamRunnerProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Answers>(() =>
    Object.fromEntries(attempt.answers.map((answer) => [answer.id, answer.selectedOptionValue])),
  );
  const [current, setCurrent] = useState(() => firstUnanswered(attempt));
  const [serverTime, setServerTime] = useState<ServerTime>(() => ({
    remainingSeconds: attempt.remainingSeconds,
    receivedAt,
  }));
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const answersRef = useRef(answers);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const sending = useRef(false);

  const autosave = useAutosave({
    contentId,
    attemptId: attempt.attemptId,
    onSaved: (saved) =>
      setServerTime({ remainingSeconds: saved.remainingSeconds, receivedAt: Date.now() }),
    // Time over or finished elsewhere: the server grades what it has (a repeated finish of the
    // same attempt answers its result).
    onClosed: () => void finish(),
  });

  /**
   * Asks for grading, once at a time (the clock and the learner may both ask), with only the
   * answers autosave has not had confirmed: the server grades those over the ones it saved.
   */
  async function finish() {
    if (sending.current) return;
    sending.current = true;
    setFinishing(true);
    setFinishError(null);
    autosave.stop();
    try {
      onFinished(await finishExam(contentId, attempt.attemptId, autosave.unsaved()));
    } catch (error) {
      sending.current = false;
      setFinishError(error);
      setFinishing(false);
    }
  }

  const secondsLeft = useExamClock(serverTime, () => {
    setTimeUp(true);
    void finish();
  });

  useEffect(() => {
    // Focus follows the learner to the question chosen (not on the first render).
    if (moved.current) headingRef.current?.focus();
  }, [current]);

  const go = (index: number) => {
    moved.current = true;
    setConfirming(false);
    setCurrent(Math.max(0, Math.min(attempt.questions.length - 1, index)));
  };

  const answer = (questionId: string, value: string) => {
    const next = { ...answersRef.current, [questionId]: value };
    answersRef.current = next;
    setAnswers(next);
    autosave.save({ id: questionId, selectedOptionValue: value });
  };

  const question = attempt.questions[current];
  const total = attempt.questions.length;
  const unanswered = attempt.questions.filter((entry) => !answers[entry.id]).length;
  const locked = finishing || timeUp;

  return (
    <Stack gap="lg">
      <Group className={classes.toolbar} justify="space-between" wrap="wrap" gap="xs">
        <ExamTimer seconds={secondsLeft} />
        <AutosaveState status={autosave.status} />
      </Group>
      {timeUp && (
        <Alert color="orange" role="alert">
          {t('training.exam.timeUp')}
        </Alert>
      )}
      <QuestionNavigator
        questions={attempt.questions}
        current={current}
        answered={(id) => Boolean(answers[id])}
        onGo={go}
      />
      {question && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <QuestionView
            key={question.id}
            question={question}
            number={current + 1}
            total={total}
            value={answers[question.id] ?? null}
            onChange={(value) => answer(question.id, value)}
            disabled={locked}
            headingRef={headingRef}
          />
        </Paper>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={() => go(current - 1)} disabled={current === 0}>
          {t('training.exam.previous')}
        </Button>
        {current < total - 1 && (
          <Button variant="light" onClick={() => go(current + 1)}>
            {t('training.exam.next')}
          </Button>
        )}
      </Group>
      {finishError !== null && (
        <LoadError
          error={finishError}
          title={t('training.exam.finishFailed')}
          onRetry={() => void finish()}
          retrying={finishing}
        />
      )}
      {confirming ? (
        <Alert color="yellow" role="alert" title={t('training.exam.confirmTitle')}>
          <Stack gap="sm">
            <Text size="sm">{t('training.exam.confirmUnanswered', { count: unanswered })}</Text>
            <Group gap="sm">
              <Button onClick={() => void finish()} loading={finishing}>
                {t('training.exam.finishAnyway')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('training.exam.keepAnswering')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group justify="flex-end">
          <Button
            size="md"
            color="green"
            loading={finishing}
            disabled={timeUp && !finishError}
            onClick={() => (unanswered > 0 ? setConfirming(true) : void finish())}
          >
            {t('training.exam.finish')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function firstUnanswered(attempt: ExamAttempt): number {
  const done = new Set(attempt.answers.map((answer) => answer.id));
  const index = attempt.questions.findIndex((question) => !done.has(question.id));
  return index === -1 ? 0 : index;
}
