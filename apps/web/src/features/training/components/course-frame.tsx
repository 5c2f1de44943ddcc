import type { ReactNode } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-states.tsx';
import {
  ContentSkeleton,
  ContentUnavailable,
  isFailedContent,
  useContentItem,
} from '../../content/index.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCourseLinks } from './course-links.ts';

/** Whether the item has an exam (duration and number of questions). */
export const hasExam = (item: ContentItem) =>
  item.examDuration !== null && item.totalQuestions !== null && item.totalQuestions > 0;

/**
 * The frame of a course's "more info" and exam screens: the item is loaded (its states shown
 * as on the content screen), then a link back to the course, the screen's heading and the
 * course title, and `children` with the item.
 */
export function CourseFrame({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: (item: ContentItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const links = useCourseLinks();
  const query = useContentItem(id);
  let body: ReactNode;
  if (query.isPending) body = <ContentSkeleton />;
  else if (query.isError) body = <QueryError query={query} />;
  else if (isFailedContent(query.data))
    body = (
      <ContentUnavailable status={query.data.responseStatus} onRetry={() => void query.refetch()} />
    );
  else {
    const item = query.data;
    body = (
      <Stack gap="lg">
        <Anchor component={Link} to={links.course(item.id)} size="sm">
          ← {t('training.backToCourse')}
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{heading}</Title>
          <Text size="lg" c="dimmed">
            {item.title}
          </Text>
        </Stack>
        {hasExam(item) ? children(item) : <Text role="status">{t('training.noExam')}</Text>}
      </Stack>
    );
  }
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      {body}
    </Container>
  );
}
