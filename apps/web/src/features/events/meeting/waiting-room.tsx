import { Paper, Stack, Text } from '@mantine/core';
import type { EventDetail } from '@pulso/contracts/events';
import { useTranslation } from '../../../lib/translation.tsx';
import { AgendaList } from '../components/agenda-list.tsx';
import { CalendarActions } from '../components/calendar-actions.tsx';
import { Countdown } from './countdown.tsx';

/**
 * Before the opening window: a countdown on the server's clock, the agenda and the calendar
 * button. The screen turns into the meeting by itself when the countdown reaches zero.
 */
export function WaitingRoom({ event, skewMs }: { event: EventDetail; skewMs: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="waiting-room">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm" align="center" ta="center">
          <Text fw={700} fz="lg" component="h2" m={0}>
            {t('events.meeting.waitingTitle')}
          </Text>
          <Countdown target={Date.parse(event.opensAt)} skewMs={skewMs} />
          <Text size="sm" c="dimmed">
            {t('events.meeting.opensByItself')}
          </Text>
        </Stack>
      </Paper>
      <CalendarActions event={event} />
      <AgendaList agenda={event.agenda} timeZone={event.timeZone} />
    </Stack>
  );
}
