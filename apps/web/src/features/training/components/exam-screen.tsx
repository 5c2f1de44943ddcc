import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ContentItem } from '@pulso/contracts/content';
import { trainingProblemCodes, type ExamAttempt, type ExamResult } from '@pulso/contracts/training';
import { Link } from 'react-router';
import { LoadError, QueryError } from '../../../components/content/content-states.tsx';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { startExam } from '../api/training-api.ts';
import { useFinishedExam, useOpenAttempt, useRefreshTraining } from '../api/training-queries.ts';
import { useCourseLinks } from './course-links.ts';
import { ExamFacts } from './exam-facts.tsx';
import { ExamResultView } from './exam-result.tsx';
import { ExamRunner } from './exam-runner.tsx';
import { PassedCourse } from './passed-course.tsx';

interface Running {
  attempt: ExamAttempt;
  receivedAt: number;
}

/**
 * The exam of a course (spec §4: accept terms, start, finish, then feedback): the terms first if
 * not accepted; an attempt still open is resumed with its time left; otherwise a start button.
 * After finishing: the result and the feedback, with a retake when failed.
 */
export function ExamScreen({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const links = useCourseLinks();
  const refresh = useRefreshTraining(item.id);
  const settle = useFinishedExam(item.id);
  const [running, setRunning] = useState<Running | null>(null);
  const [result, setResult] = useState<ExamResult | null>(null);
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
      // Terms or a pass recorded meanwhile (another tab): the item says what to show.
      if (
        isApiError(error) &&
        [trainingProblemCodes.termsNotAccepted, trainingProblemCodes.alreadyPassed].includes(
          error.code as never,
        )
      )
        void refresh();
    },
  });

  const finished = (graded: ExamResult) => {
    setResult(graded);
    setRunning(null);
    void settle(graded);
  };

  if (result) {
    // The finish's answer is the graded attempt with its feedback: nothing more to ask for.
    return (
      <ExamResultView
        result={result}
        onRetake={result.isPassed ? undefined : () => start.mutate()}
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
    running ?? (open.data ? { attempt: open.data, receivedAt: open.dataUpdatedAt } : null);
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
  if (open.isPending) return <Skeleton height={240} aria-busy="true" />;
  if (open.isError) return <QueryError query={open} />;

  return (
    <Stack gap="lg">
      <ExamFacts item={item} />
      <Text>{t('training.exam.beforeStart')}</Text>
      {start.isError && (
        <LoadError
          error={start.error}
          title={t('training.exam.startFailed')}
          onRetry={() => start.mutate()}
          retrying={start.isPending}
        />
      )}
      <Group gap="sm">
        <Button size="md" onClick={() => start.mutate()} loading={start.isPending}>
          {t('training.exam.start')}
        </Button>
        <Button component={Link} to={links.moreInfo(item.id)} variant="default" size="md">
          {t('training.exam.instructions')}
        </Button>
      </Group>
    </Stack>
  );
}
