import { Stack, Text } from '@mantine/core';
import {
  hasDstChangeBefore,
  showsViewerTime,
  timeZoneCity,
  viewerTimeZone,
} from '@pulso/contracts/events';
import { useTranslation } from '../../../lib/translation.tsx';
import { wallClock } from '../../../lib/zoned-time.ts';

/** The city an event's zone is named after, in the doctor's language (`São Paulo`). */
export function useZoneCity(): (timeZone: string) => string {
  const { t } = useTranslation();
  return (timeZone) => {
    const city = timeZoneCity(timeZone);
    return t(`events.cities.${city.replaceAll(' ', '_')}`, { defaultValue: city });
  };
}

export interface EventTimeProps {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** The server's now (ms): the daylight-saving warning looks from it to the start. */
  now: number;
  /** The doctor's zone; the browser's by default (tests pass one). */
  viewerZone?: string;
}

/**
 * When an event happens, on the clock of the zone it is announced in and, when the doctor's
 * clock shows another time, on theirs too ("19:00 Santiago · 18:00 en tu hora"); with a warning
 * when the clocks change (daylight saving) between now and the event in either zone.
 */
export function EventTime({ startsAt, endsAt, timeZone, now, viewerZone }: EventTimeProps) {
  const { t, i18n } = useTranslation();
  const cityOf = useZoneCity();
  const viewer = viewerZone ?? viewerTimeZone();
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const locale = i18n.language;
  const eventStart = wallClock(start, timeZone, locale);
  const eventEnd = wallClock(end, timeZone, locale);
  const own = showsViewerTime(start, timeZone, viewer);
  const ownStart = wallClock(start, viewer, locale);
  const ownEnd = wallClock(end, viewer, locale);
  const span = (from: string, to: string) => `${from}–${to}`;
  const dst = start > now && hasDstChangeBefore(now, start, timeZone, viewer);

  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} data-testid="event-date">
        {eventStart.date.charAt(0).toLocaleUpperCase(locale) + eventStart.date.slice(1)}
      </Text>
      <Text size="sm" data-testid="event-time">
        {t('events.time.inZone', {
          time: span(eventStart.time, eventEnd.time),
          city: cityOf(timeZone),
        })}
        {own && (
          <>
            {' · '}
            <Text span inherit c="dimmed">
              {ownStart.day === eventStart.day
                ? t('events.time.yourTime', { time: span(ownStart.time, ownEnd.time) })
                : t('events.time.yourTimeOtherDay', {
                    date: ownStart.date,
                    time: span(ownStart.time, ownEnd.time),
                  })}
            </Text>
          </>
        )}
      </Text>
      {dst && (
        <Text size="xs" c="orange.9" data-testid="dst-warning">
          {t('events.time.dstWarning')}
        </Text>
      )}
    </Stack>
  );
}
