import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { useTranslation } from '../../../lib/translation.tsx';

type ExamFields = Pick<
  ContentItem,
  'examDuration' | 'examDurationMode' | 'totalQuestions' | 'minCorrectQuestions'
>;

/** Duration (and how it counts), number of questions and pass mark of a course's exam. */
export function ExamFacts({ item }: { item: ExamFields }) {
  const { t } = useTranslation();
  const minutes = item.examDuration ?? 0;
  const questions = item.totalQuestions ?? 0;
  const duration =
    item.examDurationMode === 'perQuestion'
      ? t('training.facts.perQuestion', { count: minutes, total: minutes * questions })
      : t('training.facts.total', { count: minutes });
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing="sm"
      component="dl"
      m={0}
      data-testid="exam-facts"
    >
      <Fact label={t('training.facts.duration')}>{duration}</Fact>
      <Fact label={t('training.facts.questions')}>{questions}</Fact>
      <Fact label={t('training.facts.passMark')}>
        {t('training.facts.passMarkValue', {
          count: item.minCorrectQuestions ?? 0,
          total: questions,
        })}
      </Fact>
    </SimpleGrid>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      gap={2}
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0}>
        {children}
      </Text>
    </Stack>
  );
}
