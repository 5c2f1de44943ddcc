import { Card, Image, Stack, Text, Title } from '@mantine/core';
import type { EventListItem } from '@pulso/contracts/events';
import { specialtyAreaLabelKey } from '@pulso/contracts/labels';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { EventBadges } from './event-badges.tsx';
import { EventTime } from './event-time.tsx';

/** An event of the list: image, badges, title linking to the event, when, speakers, area. */
export function EventCard({ event, now }: { event: EventListItem; now: number }) {
  const { t } = useTranslation();
  const { country } = useCountry();
  const speakers = event.speakers.map((speaker) => speaker.name).join(', ');
  return (
    <Card withBorder padding="md" radius="md" component="article" h="100%" data-testid="event-card">
      {event.image && (
        <Card.Section>
          <Image src={event.image.url} alt="" h={140} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap={8} mt={event.image ? 'sm' : 0}>
        <EventBadges event={event} />
        <Title order={2} fz="lg" lh={1.3}>
          <Text
            component={Link}
            to={paths.event.href(event.id)}
            inherit
            c="inherit"
            td="none"
            style={{ overflowWrap: 'anywhere' }}
          >
            {event.title}
          </Text>
        </Title>
        <EventTime
          startsAt={event.startsAt}
          endsAt={event.endsAt}
          timeZone={event.timeZone}
          now={now}
        />
        {speakers && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {speakers}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t(specialtyAreaLabelKey(event.specialty, country))}
        </Text>
      </Stack>
    </Card>
  );
}
