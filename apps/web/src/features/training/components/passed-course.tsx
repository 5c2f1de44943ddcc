import { certificateFileName } from '@pulso/contracts/certificate-links';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-states.tsx';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useFeedback } from '../api/training-queries.ts';
import { CertificateDownload } from './certificate-download.tsx';
import { ExamFeedback } from './exam-feedback.tsx';
import { LoadingBlock } from '../../../components/ui/placeholder.tsx';

/** A course already passed: its certificate, and the answers of the passing attempt. */
export function PassedCourse({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const feedback = useFeedback(item.id, true);
  return (
    <Stack gap="xl">
      <Alert color="green" role="status" title={t('training.exam.alreadyPassed')}>
        <Stack gap="sm">
          {feedback.data && (
            <Text size="sm">
              {t('training.result.score', {
                correct: feedback.data.correctAnswers,
                total: feedback.data.totalQuestions,
              })}
            </Text>
          )}
          <Group gap="sm">
            {item.trainingUserCertificate && (
              <CertificateDownload
                url={item.trainingUserCertificate}
                title={item.title}
                fileName={certificateFileName(item.id)}
              />
            )}
            <Button component={Link} to={paths.certificates.href()} variant="default">
              {t('training.result.allCertificates')}
            </Button>
          </Group>
        </Stack>
      </Alert>
      {feedback.isPending && <LoadingBlock label={t('shell.loading')} height={160} />}
      {feedback.isError && <QueryError query={feedback} />}
      {feedback.data && (
        <ExamFeedback
          answers={feedback.data.answers}
          showsCorrectAnswers={feedback.data.showsCorrectAnswers}
          correctAnswersShownLater={feedback.data.correctAnswersShownLater}
        />
      )}
    </Stack>
  );
}
