import { certificateFileName } from '@pulso/contracts/certificate-links';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ExamResult } from '@pulso/contracts/training';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { AttemptsNotice, mayStartNow } from './attempts-notice.tsx';
import { CertificateDownload } from './certificate-download.tsx';
import { ExamFeedback } from './exam-feedback.tsx';
import { useFormatSpent } from './format-spent.ts';

export interface ExamResultViewProps {
  result: ExamResult;
  /** When the result arrived (ms): the time the next attempt's opening is compared with. */
  now: number;
  /** Starts another attempt (offered after a failed one, when the next attempt is open). */
  onRetake?: (() => void) | undefined;
  retaking?: boolean;
}

/**
 * Passed or not, the score, the time spent, the certificate or the attempts left (a retake when
 * the next is open already), then the feedback.
 */
export function ExamResultView({ result, now, onRetake, retaking = false }: ExamResultViewProps) {
  const { t } = useTranslation();
  const formatSpent = useFormatSpent();
  return (
    <Stack gap="xl">
      <Alert
        color={result.isPassed ? 'green' : 'red'}
        variant="light"
        role="status"
        title={
          <Title order={2} size="h3" component="span">
            {t(result.isPassed ? 'training.result.passed' : 'training.result.failed')}
          </Title>
        }
      >
        <Stack gap="xs">
          <Text data-testid="exam-score">
            {t('training.result.score', {
              correct: result.correctAnswers,
              total: result.totalQuestions,
            })}
          </Text>
          <Text size="sm">
            {t('training.result.passMark', { count: result.minCorrectQuestions })} ·{' '}
            {t('training.result.timeSpent', { time: formatSpent(result.timeSpent) })}
          </Text>
          {result.finishedLate && <Text size="sm">{t('training.result.finishedLate')}</Text>}
          {!result.isPassed && <AttemptsNotice allowance={result.allowance} now={now} />}
          <Group gap="sm" mt="xs">
            {result.isPassed && result.certificate && (
              <>
                <CertificateDownload
                  url={result.certificate.certificate}
                  title={result.certificate.title}
                  fileName={certificateFileName(result.certificate.verificationCode)}
                />
                <Button component={Link} to={paths.certificates.href()} variant="default">
                  {t('training.result.allCertificates')}
                </Button>
              </>
            )}
            {!result.isPassed && onRetake && mayStartNow(result.allowance, now) && (
              <Button onClick={onRetake} loading={retaking}>
                {t('training.result.retake')}
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
      <ExamFeedback
        answers={result.answers}
        showsCorrectAnswers={result.showsCorrectAnswers}
        correctAnswersShownLater={result.correctAnswersShownLater}
      />
    </Stack>
  );
}
