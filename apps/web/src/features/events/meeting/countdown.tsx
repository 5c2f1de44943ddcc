import { useState } from 'react';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
import { announcedSpan, countdownText, secondsUntil, useServerNow } from '../time/server-clock.ts';

/**
 * The time until `target` on the server's clock, as a clock (role `timer`: screen readers do not
 * read its every change) and, in a polite live region, in whole minutes (whole hours when more
 * than an hour away) each time that figure changes.
 */
export function Countdown({ target, skewMs }: { target: number; skewMs: number }) {
  const { t } = useTranslation();
  const seconds = secondsUntil(target, useServerNow(skewMs));
  const span = announcedSpan(seconds);
  const spoken = t(`events.meeting.announce.${span.unit}`, { count: span.count });
  const [announcement, setAnnouncement] = useState('');
  const [previous, setPrevious] = useState(spoken);
  // Derived while rendering from the last figure spoken: the first one is on the screen already.
  if (previous !== spoken) {
    setPrevious(spoken);
    setAnnouncement(spoken);
  }
  return (
    <Stack gap={2} align="center">
      <Text size="sm" c="dimmed" id="meeting-countdown-label">
        {t('events.meeting.opensIn')}
      </Text>
      <Text
        role="timer"
        aria-labelledby="meeting-countdown-label"
        ff="monospace"
        fw={700}
        fz={{ base: 32, sm: 44 }}
        lh={1.1}
        data-testid="meeting-countdown"
      >
        {countdownText(seconds, t('events.meeting.dayUnit'))}
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="countdown-announcement">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
