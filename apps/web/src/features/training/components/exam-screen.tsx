import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ContentItem } from '@pulso/contracts/content';
import { trainingProblemCodes, type ExamAttempt, type ExamResult } from '@pulso/contracts/training';
import { Link } from 'react-router';
import { LoadError, QueryError } from '../../../components/ui/query-states.tsx';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { startExam } from '../api/training-api.ts';
import {
  useFeedback,
  useFinishedExam,
  useOpenAttempt,
  useRefreshTraining,
} from '../api/training-queries.ts';
import { AttemptsNotice, mayStartNow } from './attempts-notice.tsx';
import { useCourseLinks } from './course-links.ts';
import { ExamFacts } from './exam-facts.tsx';
import { ExamFeedback } from './exam-feedback.tsx';
import { ExamResultView } from './exam-result.tsx';
import { ExamRunner } from './exam-runner.tsx';
import { PassedCourse } from './passed-course.tsx';
import { LoadingBlock } from '../../../components/ui/placeholder.tsx';

interface Running {
  attempt: ExamAttempt;
  receivedAt: number;
}

interface Finished {
  result: ExamResult;
  receivedAt: number;
}

/** Starts the server refuses for the attempts (decision 072): the attempts notice says why. */
const attemptRefusals: readonly string[] = [
  trainingProblemCodes.attemptsExhausted,
  trainingProblemCodes.retryLater,
];

/**
 * The exam of a course (spec §4: accept terms, start, finish, then feedback): the terms first if
 * not accepted; an attempt still open is resumed with its time left; otherwise the attempts left
 * and a start button, or when the next attempt opens, or that none is left (with the last
 * attempt's feedback). After finishing: the result and the feedback, with a retake when failed
 * and the next attempt is open already.
 */
export function ExamScreen({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const links = useCourseLinks();
  const refresh = useRefreshTraining(item.id);
  const settle = useFinishedExam(item.id);
  const [running, setRunning] = useState<Running | null>(null);
  const [result, setResult] = useState<Finished | null>(null);
  const passed = item.trainingUserCertificate !== null;
  const canRun = item.trainingAcceptedTerms && !passed && result === null;
  const open = useOpenAttempt(item.id, canRun && running === null);

  const start = useMutation({
    mutationFn: () => startExam(item.id),
    onSuccess: (attempt) => {
      setResult(null);
      setRunning({ attempt, receivedAt: Date.now() });
    },
    onError: (error) => {
      // Terms or a pass recorded meanwhile (another tab): the item says what to show. No attempt
      // left, or not yet: the attempts are read again and the start screen says so.
      if (!isApiError(error)) return;
      if (attemptRefusals.includes(error.code)) setResult(null);
      if (
        [
          trainingProblemCodes.termsNotAccepted,
          trainingProblemCodes.alreadyPassed,
          ...attemptRefusals,
        ].includes(error.code)
      )
        void refresh();
    },
  });
  const refused = isApiError(start.error) && attemptRefusals.includes(start.error.code);

  const finished = (graded: ExamResult) => {
    setResult({ result: graded, receivedAt: Date.now() });
    setRunning(null);
    void settle(graded);
  };

  if (result) {
    // The finish's answer is the graded attempt with its feedback: nothing more to ask for.
    return (
      <ExamResultView
        result={result.result}
        now={result.receivedAt}
        onRetake={result.result.isPassed ? undefined : () => start.mutate()}
        retaking={start.isPending}
      />
    );
  }
  if (!item.trainingAcceptedTerms)
    return (
      <Alert color="blue" role="status" title={t('training.exam.termsFirstTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('training.exam.termsFirst')}</Text>
          <Button component={Link} to={links.moreInfo(item.id)}>
            {t('training.exam.toTerms')}
          </Button>
        </Stack>
      </Alert>
    );
  if (passed) return <PassedCourse item={item} />;

  const attempt =
    running ??
    (open.data?.attempt ? { attempt: open.data.attempt, receivedAt: open.dataUpdatedAt } : null);
  if (attempt)
    return (
      <ExamRunner
        key={attempt.attempt.attemptId}
        contentId={item.id}
        attempt={attempt.attempt}
        receivedAt={attempt.receivedAt}
        onFinished={finished}
      />
    );
  if (open.isPending) return <LoadingBlock label={t('shell.loading')} height={240} />;
  if (open.isError) return <QueryError query={open} />;

  const { allowance } = open.data;
  const startable = mayStartNow(allowance, open.dataUpdatedAt);
  return (
    <Stack gap="lg">
      <ExamFacts item={item} />
      <AttemptsNotice allowance={allowance} now={open.dataUpdatedAt} rule />
      {startable && <Text>{t('training.exam.beforeStart')}</Text>}
      {start.isError && !refused && (
        <LoadError
          error={start.error}
          title={t('training.exam.startFailed')}
          onRetry={() => start.mutate()}
          retrying={start.isPending}
        />
      )}
      <Group gap="sm">
        {startable && (
          <Button size="md" onClick={() => start.mutate()} loading={start.isPending}>
            {t('training.exam.start')}
          </Button>
        )}
        <Button component={Link} to={links.moreInfo(item.id)} variant="default" size="md">
          {t('training.exam.instructions')}
        </Button>
      </Group>
      {!startable && allowance.used > 0 && <LastFeedback id={item.id} />}
    </Stack>
  );
}

/** While no attempt may start: the last finished attempt's answers (its key once no attempt is left). */
function LastFeedback({ id }: { id: string }) {
  const { t } = useTranslation();
  const feedback = useFeedback(id, true);
  if (feedback.isPending) return <LoadingBlock label={t('shell.loading')} height={160} />;
  if (feedback.isError) return <QueryError query={feedback} />;
  if (!feedback.data) return null;
  return (
    <ExamFeedback
      answers={feedback.data.answers}
      showsCorrectAnswers={feedback.data.showsCorrectAnswers}
      correctAnswersShownLater={feedback.data.correctAnswersShownLater}
    />
  );
}
