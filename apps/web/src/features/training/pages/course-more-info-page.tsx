import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { CourseFrame } from '../components/course-frame.tsx';
import { ExamFacts } from '../components/exam-facts.tsx';
import { TermsStep } from '../components/terms-step.tsx';

/**
 * `cursos-online/{id}/mas-info` (and the speaker-training one): the exam's duration, questions,
 * pass mark and instructions, then its terms and the step that accepts them.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <CourseFrame key={id} id={id} heading={t('training.moreInfo.title')}>
      {(item) => (
        <Stack gap="xl">
          <ExamFacts item={item} />
          {item.examInstructions && (
            <Stack gap="xs" component="section" aria-labelledby="exam-instructions-title">
              <Title order={2} size="h3" id="exam-instructions-title">
                {t('training.moreInfo.instructions')}
              </Title>
              <SafeHtml html={item.examInstructions} />
            </Stack>
          )}
          <TermsStep item={item} />
        </Stack>
      )}
    </CourseFrame>
  );
}
