import { certificateFileName } from '@pulso/contracts/certificate-links';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { Link } from 'react-router';
import { ProtectedDownload } from '../../../../components/ui/protected-download.tsx';
import { paths } from '../../../../config/paths.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { SlideDeck } from './slide-deck.tsx';

/**
 * What a speaker-training item adds to the content screen: its exam (where it has one) and the
 * training certificate once passed, then the slide deck.
 */
export function SpeakerPanel({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const hasExam = item.examDuration !== null && (item.totalQuestions ?? 0) > 0;
  const certificate = item.trainingUserCertificate;
  return (
    <Stack gap="xl">
      {(hasExam || certificate) && (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="speaker-exam-title"
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="speaker-exam-title">
              {t('speakerTraining.exam.title')}
            </Title>
            <Text size="sm">
              {t(certificate ? 'speakerTraining.exam.passed' : 'speakerTraining.exam.text')}
            </Text>
            <Group gap="sm">
              {hasExam && (
                <>
                  <Button
                    component={Link}
                    to={paths.speakerTrainingMoreInfo.href(item.id)}
                    variant="default"
                  >
                    {t('speakerTraining.exam.moreInfo')}
                  </Button>
                  <Button component={Link} to={paths.speakerTrainingExam.href(item.id)}>
                    {t(
                      certificate ? 'speakerTraining.exam.seeResult' : 'speakerTraining.exam.take',
                    )}
                  </Button>
                </>
              )}
              {certificate && (
                <ProtectedDownload
                  url={certificate}
                  fileName={certificateFileName(item.id)}
                  failedText={t('speakerTraining.certificate.downloadFailed')}
                  variant="light"
                  color="green"
                >
                  {t('speakerTraining.certificate.download')}
                </ProtectedDownload>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
      {item.speakerTrainingSlideDeck && (
        <SlideDeck url={item.speakerTrainingSlideDeck} title={item.title} />
      )}
    </Stack>
  );
}
