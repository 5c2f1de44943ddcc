import type { Ref } from 'react';
import { Radio, Stack, Text, Title } from '@mantine/core';
import type { ExamQuestion } from '@pulso/contracts/training';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './exam.module.css';

export interface QuestionViewProps {
  question: ExamQuestion;
  number: number;
  total: number;
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The heading, focused when the learner moves to this question. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One question: "Question 3 of 10", its text, and its options as a radio group. */
export function QuestionView({
  question,
  number,
  total,
  value,
  onChange,
  disabled = false,
  headingRef,
}: QuestionViewProps) {
  const { t } = useTranslation();
  const headingId = `question-${question.id}-heading`;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} ref={headingRef} tabIndex={-1}>
        {t('training.exam.questionOf', { number, total })}
      </Title>
      <Radio.Group
        value={value}
        onChange={onChange}
        label={
          <Text fw={600} fz="lg" component="span">
            {question.question}
          </Text>
        }
        readOnly={disabled}
      >
        <Stack gap="sm" mt="sm">
          {question.options.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.text}
              disabled={disabled}
              classNames={{
                root: classes.option,
                body: classes.optionBody,
                label: classes.optionLabel,
              }}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
