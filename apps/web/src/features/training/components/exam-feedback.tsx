import { Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { GradedAnswer } from '@pulso/contracts/training';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * Every question of a finished attempt: what was chosen, whether it was right, and the right
 * option once it may be shown (after a pass or the last attempt, where the course shows it;
 * decision 072). Right and wrong are said in words, not by colour alone.
 */
export function ExamFeedback({
  answers,
  showsCorrectAnswers,
  correctAnswersShownLater = false,
}: {
  answers: readonly GradedAnswer[];
  showsCorrectAnswers: boolean;
  /** The right options are withheld until a pass or the last attempt (not never). */
  correctAnswersShownLater?: boolean;
}) {
  const { t } = useTranslation();
  const wrong = answers.filter((answer) => !answer.isCorrect).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="exam-feedback-title">
      <Title order={2} size="h3" id="exam-feedback-title">
        {t('training.result.feedbackTitle')}
      </Title>
      <Text c="dimmed" size="sm">
        {wrong === 0
          ? t('training.result.allRight')
          : t('training.result.wrongCount', { count: wrong })}
        {!showsCorrectAnswers &&
          ` ${t(correctAnswersShownLater ? 'training.result.correctLater' : 'training.result.correctHidden')}`}
      </Text>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {answers.map((answer, index) => (
          <li key={answer.id} data-testid="feedback-item" data-correct={answer.isCorrect}>
            <FeedbackItem answer={answer} number={index + 1} showsCorrect={showsCorrectAnswers} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function FeedbackItem({
  answer,
  number,
  showsCorrect,
}: {
  answer: GradedAnswer;
  number: number;
  showsCorrect: boolean;
}) {
  const { t } = useTranslation();
  const chosen = answer.options.find((option) => option.value === answer.selectedOptionValue);
  const right = answer.options.find((option) => option.isCorrect);
  const verdict =
    answer.selectedOptionValue === null ? 'unanswered' : answer.isCorrect ? 'correct' : 'wrong';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{
        borderLeft: `4px solid var(--mantine-color-${answer.isCorrect ? 'green' : 'red'}-7)`,
      }}
    >
      <Stack gap={6}>
        <Badge
          color={answer.isCorrect ? 'green' : 'red'}
          variant="light"
          style={{ alignSelf: 'flex-start' }}
        >
          {t(`training.result.verdict.${verdict}`)}
        </Badge>
        <Text fw={600}>
          {number}. {answer.question}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            {t('training.result.yourAnswer')}{' '}
            <Text span fw={500}>
              {chosen?.text ?? t('training.result.noAnswer')}
            </Text>
          </List.Item>
          {showsCorrect && right && !answer.isCorrect && (
            <List.Item>
              {t('training.result.rightAnswer')}{' '}
              <Text span fw={500} c="green.9">
                {right.text}
              </Text>
            </List.Item>
          )}
        </List>
      </Stack>
    </Paper>
  );
}
