import { useState } from 'react';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/translation.tsx';

/** Seconds left at which screen readers hear the time (never every second). */
export const ANNOUNCED_THRESHOLDS = [300, 60, 30] as const;

/** The smallest threshold passed going from `before` to `now` seconds left, if any. */
export function crossedThreshold(before: number, now: number): number | undefined {
  return ANNOUNCED_THRESHOLDS.filter((limit) => before > limit && now <= limit).at(-1);
}

/** `mm:ss`, or `h:mm:ss` from an hour up. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * The time left, shown as a clock (role `timer`, which screen readers do not read on each
 * change) and announced in a polite live region only when it passes 5 minutes, 1 minute and
 * 30 seconds.
 */
export function ExamTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [previous, setPrevious] = useState(seconds);
  // Derived during render from the last value seen, so a jump (a sleeping tab) announces the
  // threshold nearest to the new time once.
  if (previous !== seconds) {
    setPrevious(seconds);
    const limit = crossedThreshold(previous, seconds);
    if (limit !== undefined) setAnnouncement(announcementText(t, limit));
  }
  const urgent = seconds <= 60;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed" component="span" id="exam-timer-label">
        {t('training.exam.timeLeft')}
      </Text>
      <Text
        role="timer"
        aria-labelledby="exam-timer-label"
        fw={700}
        ff="monospace"
        fz="lg"
        c={urgent ? 'red.8' : undefined}
        data-testid="exam-timer"
      >
        {clockText(seconds)}
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="exam-timer-announcement">
        {announcement}
      </VisuallyHidden>
    </Group>
  );
}

function announcementText(t: TFunction, limit: number): string {
  return limit >= 60
    ? t('training.exam.minutesLeft', { count: limit / 60 })
    : t('training.exam.secondsLeft', { count: limit });
}
