import { Stack, Text } from '@mantine/core';
import type { AttemptAllowance } from '@pulso/contracts/training';
import { useFormatDate } from '../../content/index.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** Whether another attempt may start now (the server has the last word: it may still refuse). */
export const mayStartNow = (allowance: AttemptAllowance, now: number): boolean =>
  allowance.left > 0 &&
  (allowance.nextAttemptAt === null || Date.parse(allowance.nextAttemptAt) <= now);

/** The waiting time after a failed attempt in words: "24 horas", "90 minutos". */
export function useFormatWait(): (minutes: number) => string {
  const { t } = useTranslation();
  return (minutes) =>
    minutes % 60 === 0
      ? t('training.attempts.hours', { count: minutes / 60 })
      : t('training.attempts.minutes', { count: minutes });
}

/**
 * What the attempts of a course's exam leave the doctor (decision 072): how many are left and,
 * after a failed one, when the next opens; or that none is left and the certificate can no longer
 * be earned. `rule` adds, when an attempt may start, the wait a failed one brings.
 */
export function AttemptsNotice({
  allowance,
  now,
  rule = false,
}: {
  allowance: AttemptAllowance;
  /** The time the screen compares `nextAttemptAt` with (ms). */
  now: number;
  rule?: boolean;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const formatWait = useFormatWait();
  const { maxAttempts: max, left, nextAttemptAt, retryWaitMinutes } = allowance;
  const waiting = nextAttemptAt !== null && Date.parse(nextAttemptAt) > now;
  return (
    <Stack gap={4} data-testid="attempts-notice">
      {left === 0 ? (
        <Text size="sm" fw={500}>
          {t('training.attempts.none', { count: max })}
        </Text>
      ) : (
        <Text size="sm">{t('training.attempts.left', { count: left, max })}</Text>
      )}
      {left > 0 && waiting && (
        <Text size="sm" fw={500}>
          {t('training.attempts.nextAt', { date: formatDate(nextAttemptAt, true) })}
        </Text>
      )}
      {left > 1 && rule && !waiting && retryWaitMinutes > 0 && (
        <Text size="sm" c="dimmed">
          {t('training.attempts.rule', { wait: formatWait(retryWaitMinutes) })}
        </Text>
      )}
    </Stack>
  );
}
