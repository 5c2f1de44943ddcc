import { certificateFileName } from '@pulso/contracts/certificate-links';
import { useEffect } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ContentItem, Lesson } from '@pulso/contracts/content';
import type { TrainingProgress } from '@pulso/contracts/training';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCompleteLesson, useTrainingProgress } from '../api/training-queries.ts';
import { AttemptsNotice } from './attempts-notice.tsx';
import { CertificateDownload } from './certificate-download.tsx';
import { useCourseLinks } from './course-links.ts';
import { CourseStateBadge } from './course-state-badge.tsx';
import { SectionCard } from './section-card.tsx';
import { hasExam } from './course-frame.tsx';
import { LoadingBlock } from '../../../components/ui/placeholder.tsx';

type Progress = Omit<TrainingProgress, 'allowance'> & {
  /** Absent before the server has a record of the course (its limit is the server's to say). */
  allowance?: TrainingProgress['allowance'];
};

const notStarted = (contentId: string): Progress => ({
  contentId,
  state: 'not_started',
  trainingAcceptedTerms: false,
  examInProgress: false,
  attempts: 0,
  completedLessons: [],
  bestCorrectAnswers: null,
  certificate: null,
});

/** Video and audio lessons are done when played to their end (the course page hears that). */
const playsToEnd = (lesson: Lesson) =>
  lesson.content?.kind === 'video' || lesson.content?.kind === 'audio';

/**
 * A course's progress under its header: its state, the lessons done, marking the open lesson as
 * done, and the way on — exam information and terms, the exam (with the attempts left and when
 * the next opens, decision 072), the certificate once passed.
 * A lesson with nothing to play (text, PDF, event) is done once opened; the button marks any
 * open lesson done by hand.
 */
export function CoursePanel({
  item,
  lessonId,
}: {
  item: ContentItem;
  lessonId?: string | undefined;
}) {
  const { t } = useTranslation();
  const links = useCourseLinks();
  const query = useTrainingProgress();
  const complete = useCompleteLesson(item.id);
  const { mutate: markDone } = complete;
  const progress: Progress =
    query.data?.courses.find((course) => course.contentId === item.id) ?? notStarted(item.id);
  const openLesson = item.lessons.find((lesson) => lesson.id === lessonId);
  const openedIsDone =
    openLesson && !playsToEnd(openLesson) && !progress.completedLessons.includes(openLesson.id)
      ? openLesson.id
      : undefined;
  useEffect(() => {
    if (query.isSuccess && openedIsDone) markDone(openedIsDone);
  }, [query.isSuccess, openedIsDone, markDone]);

  if (query.isPending) return <LoadingBlock label={t('shell.loading')} height={120} />;
  const lessons = item.lessons.length;
  const done = item.lessons.filter((lesson) =>
    progress.completedLessons.includes(lesson.id),
  ).length;
  const certificate = item.trainingUserCertificate ?? progress.certificate?.certificate ?? null;

  return (
    <SectionCard
      id="course-progress-title"
      title={t('training.course.progress')}
      aside={<CourseStateBadge state={progress.state} />}
    >
      {lessons > 0 && (
        <Stack gap={4}>
          <Text size="sm" id="course-lessons-done">
            {t('training.course.lessonsDone', { done, count: lessons })}
          </Text>
          <Progress
            value={(done / lessons) * 100}
            aria-labelledby="course-lessons-done"
            size="md"
          />
        </Stack>
      )}
      {progress.bestCorrectAnswers !== null && item.totalQuestions !== null && (
        <Text size="sm" c="dimmed">
          {t('training.course.bestScore', {
            correct: progress.bestCorrectAnswers,
            total: item.totalQuestions,
            count: progress.attempts,
          })}
        </Text>
      )}
      {hasExam(item) &&
        progress.allowance &&
        progress.state !== 'passed' &&
        !progress.examInProgress && (
          // Compared with the time the progress was read.
          <AttemptsNotice allowance={progress.allowance} now={query.dataUpdatedAt} />
        )}
      <Group gap="sm" mt="xs">
        {openLesson && !progress.completedLessons.includes(openLesson.id) && (
          <Button
            variant="light"
            onClick={() => complete.mutate(openLesson.id)}
            loading={complete.isPending}
          >
            {t('training.course.markDone')}
          </Button>
        )}
        {hasExam(item) && (
          <>
            <Button component={Link} to={links.moreInfo(item.id)} variant="default">
              {t('training.course.moreInfo')}
            </Button>
            <Button component={Link} to={links.exam(item.id)}>
              {t(
                progress.state === 'passed' ||
                  (progress.allowance?.left === 0 && !progress.examInProgress)
                  ? 'training.course.seeResult'
                  : progress.examInProgress
                    ? 'training.course.resumeExam'
                    : 'training.course.takeExam',
              )}
            </Button>
          </>
        )}
        {certificate && (
          <CertificateDownload
            url={certificate}
            title={item.title}
            fileName={certificateFileName(item.id)}
            variant="light"
            color="green"
          />
        )}
      </Group>
    </SectionCard>
  );
}
