import { SimpleGrid, Text } from '@mantine/core';
import type { ContentCard as ContentCardData } from '@pulso/contracts/content';
import type { TrainingProgress } from '@pulso/contracts/training';
import { ContentCard } from '../../content/index.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { CourseStateBadge } from './course-state-badge.tsx';

/** The courses as cards, each with where the learner stands (when the progress is known). */
export function CourseList({
  courses,
  progress,
  hrefOf,
}: {
  courses: readonly ContentCardData[];
  /** By content id; undefined while unknown (the cards show no state then). */
  progress: ReadonlyMap<string, TrainingProgress> | undefined;
  hrefOf: (card: ContentCardData) => string;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="md"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      aria-label={t('training.list.label')}
    >
      {courses.map((course) => {
        const record = progress?.get(course.id);
        return (
          <li key={course.id} data-testid="course-item">
            <ContentCard card={course} href={hrefOf(course)} titleOrder={2}>
              {progress && <CourseStateBadge state={record?.state ?? 'not_started'} />}
              {record && record.completedLessons.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('training.list.lessonsDone', { count: record.completedLessons.length })}
                </Text>
              )}
            </ContentCard>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
