import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { CardsSkeleton, EmptyMessage, QueryError } from '../../../components/ui/query-states.tsx';
import { ListPage } from '../../../components/ui/list-page.tsx';
import { HOME_CLUSTER_ID } from '@pulso/contracts/content/cluster-ids';
import { paths } from '../../../config/paths.ts';
import { useCardHref, listItems, useClusterPages } from '../../content/index.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useTrainingProgress } from '../api/training-queries.ts';
import { CourseList } from '../components/course-list.tsx';

const TRAINING_ROWS = ['training'] as const;

/** `cursos-online`: the courses of the user's country, each with its state for the user. */
export function Component() {
  const { t } = useTranslation();
  const courses = useClusterPages(HOME_CLUSTER_ID, TRAINING_ROWS);
  const progress = useTrainingProgress();
  const hrefOf = useCardHref('cursos-online');
  const byCourse = useMemo(
    () =>
      progress.data
        ? new Map(progress.data.courses.map((course) => [course.contentId, course]))
        : undefined,
    [progress.data],
  );
  const items = listItems(courses.data?.pages);

  let body;
  if (courses.isPending) body = <CardsSkeleton count={6} />;
  else if (courses.isError) body = <QueryError query={courses} />;
  else if (items.length === 0)
    body = (
      <EmptyMessage title={t('training.list.emptyTitle')} text={t('training.list.emptyText')} />
    );
  else body = <CourseList courses={items} progress={byCourse} hrefOf={hrefOf} />;

  return (
    <ListPage title={t('pages.courses')} intro={t('training.list.intro')}>
      <Button component={Link} to={paths.certificates.href()} variant="default" w="fit-content">
        {t('training.list.myCertificates')}
      </Button>
      {body}
    </ListPage>
  );
}
