import { Group, NativeSelect, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { specialtyAreaLabelKey, specialtyAreas, type SpecialtyArea } from '@pulso/contracts/labels';
import { useSearchParams } from 'react-router';
import { CardsSkeleton, EmptyMessage, QueryError } from '../../../components/ui/query-states.tsx';
import { ListPage } from '../../../components/ui/list-page.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { EventsWhen } from '../api/events-api.ts';
import { useEvents } from '../api/events-queries.ts';
import { EventCard } from '../components/event-card.tsx';

const isArea = (value: string | null): value is SpecialtyArea =>
  specialtyAreas.includes(value as SpecialtyArea);

/**
 * `eventos`: the country's events — the ones to come (live ones first) or the past ones — by
 * specialty area, page after page. The choice lives in the address (`?when=past&specialty=…`),
 * so it survives a reload and can be shared.
 */
export function Component() {
  const { t } = useTranslation();
  const { country } = useCountry();
  const [search, setSearch] = useSearchParams();
  const when: EventsWhen = search.get('when') === 'past' ? 'past' : 'upcoming';
  const areaParam = search.get('specialty');
  const specialty = isArea(areaParam) ? areaParam : undefined;
  const events = useEvents(when, specialty);

  const update = (name: string, value: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const pages = events.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const first = pages[0];
  const now = first ? Date.parse(first.serverNow) : 0;

  let body;
  if (events.isPending) body = <CardsSkeleton count={6} />;
  else if (events.isError) body = <QueryError query={events} />;
  else if (items.length === 0)
    body = (
      <EmptyMessage
        title={t(when === 'past' ? 'events.list.emptyPastTitle' : 'events.list.emptyTitle')}
        text={t(specialty ? 'events.list.emptyFilteredText' : 'events.list.emptyText')}
      />
    );
  else
    body = (
      <>
        <Text size="sm" c="dimmed" role="status" data-testid="events-total">
          {t('events.list.total', { count: first?.total ?? items.length })}
        </Text>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="md"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t('events.list.label')}
        >
          {items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} now={now} />
            </li>
          ))}
        </SimpleGrid>
        <LoadMore
          hasMore={events.hasNextPage}
          loading={events.isFetchingNextPage}
          onLoadMore={() => void events.fetchNextPage()}
          label={t('events.list.more')}
          auto={false}
        />
      </>
    );

  return (
    <ListPage title={t('pages.events')} intro={t('events.list.intro')}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SegmentedControl
          value={when}
          onChange={(value) => update('when', value === 'past' ? 'past' : undefined)}
          data={[
            { value: 'upcoming', label: t('events.list.upcoming') },
            { value: 'past', label: t('events.list.past') },
          ]}
          aria-label={t('events.list.whenLabel')}
        />
        <NativeSelect
          label={t('events.list.specialty')}
          value={specialty ?? ''}
          onChange={(event) => update('specialty', event.currentTarget.value || undefined)}
          data={[
            { value: '', label: t('events.list.allSpecialties') },
            ...specialtyAreas.map((area) => ({
              value: area,
              label: t(specialtyAreaLabelKey(area, country)),
            })),
          ]}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {body}
    </ListPage>
  );
}
