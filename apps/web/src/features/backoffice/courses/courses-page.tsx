import { useSearchParams } from 'react-router';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
import { AdminQuery } from '../admin-common/admin-query.tsx';
import { useCourses } from './courses-api.ts';
import { BankVersionBadge, CourseEditor } from './course-editor.tsx';

/**
 * The back office's courses (section `courses`): the list of the staff's countries' courses,
 * and a course's exam editor when `?course=` names one.
 */
export default function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('course');
  return id ? (
    <CourseEditor id={id} onBack={() => setParams({})} />
  ) : (
    <CourseList onOpen={(course) => setParams({ course })} />
  );
}

function CourseList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const courses = useCourses();
  return (
    <Stack component="section" aria-labelledby="backoffice-courses-title" gap="md" maw={960}>
      <Title order={1} id="backoffice-courses-title">
        {t('backofficeTraining.courses.title')}
      </Title>
      <Text c="dimmed">{t('backofficeTraining.courses.intro')}</Text>
      <AdminQuery query={courses} errorTitle={t('backofficeTraining.courses.loadError')}>
        {({ items }) =>
          items.length === 0 ? (
            <Text>{t('backofficeTraining.courses.empty')}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
              {items.map((course) => (
                <Paper component="li" withBorder p="sm" key={course.id}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                      <Anchor
                        component="button"
                        type="button"
                        ta="left"
                        fw={600}
                        onClick={() => onOpen(course.id)}
                      >
                        {course.title}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {course.countries.join(', ').toUpperCase()}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <BankVersionBadge version={course.version} />
                      <Text size="sm">
                        {t('backofficeTraining.courses.questionCount', { count: course.questions })}
                      </Text>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </AdminQuery>
    </Stack>
  );
}
