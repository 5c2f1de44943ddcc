import { useCallback } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';

/** Seconds spent on an exam as "12 min 05 s" (or "45 s"). */
export function useFormatSpent(): (seconds: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (seconds) => {
      const minutes = Math.floor(seconds / 60);
      const rest = seconds % 60;
      return minutes === 0
        ? t('training.time.seconds', { count: rest })
        : t('training.time.minutesSeconds', {
            minutes,
            seconds: String(rest).padStart(2, '0'),
          });
    },
    [t],
  );
}
