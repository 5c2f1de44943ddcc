import { Badge } from '@mantine/core';
import type { TrainingState } from '@pulso/contracts/training';
import { useTranslation } from '../../../lib/translation.tsx';

const colors: Record<TrainingState, string> = {
  not_started: 'gray',
  in_progress: 'blue',
  failed: 'orange',
  passed: 'green',
};

/** Where the learner stands in a course, in words (the colour only repeats it). */
export function CourseStateBadge({ state }: { state: TrainingState }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[state]} variant="light" data-testid="course-state">
      {t(`training.state.${state}`)}
    </Badge>
  );
}
