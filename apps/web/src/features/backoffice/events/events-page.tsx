import { use } from 'react';
import { useSearchParams } from 'react-router';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
import { may } from '../access.ts';
import { MeContext } from '../me-context.ts';
import { useBackofficeEvents } from './events-api.ts';
import { AdminQuery } from '../admin-common/admin-query.tsx';
import { EventFacts, Section } from './event-parts.tsx';
import { EventEditor } from './event-editor.tsx';
import { NewEvent } from './new-event.tsx';

/**
 * The back office's events (section `events`): the list; `?event=new` the creation form;
 * `?event=<id>` an event's schedule, meeting, recordings and cancellation.
 */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('event');
  const back = () => setParams({});
  if (id === 'new') return <NewEvent onBack={back} onCreated={(event) => setParams({ event })} />;
  if (id) return <EventEditor id={id} onBack={back} />;
  return <EventList onOpen={(event) => setParams({ event })} />;
}

function EventList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const events = useBackofficeEvents();
  // Reviewers read and approve events; only whom a role lets create one is offered it.
  const me = use(MeContext);
  const creates = me === null || may(me, { action: 'create', subject: 'Event' });
  return (
    <Section id="backoffice-events-title" title={t('backofficeTraining.events.title')}>
      {creates && (
        <Group>
          <Button onClick={() => onOpen('new')}>{t('backofficeTraining.events.create')}</Button>
        </Group>
      )}
      <AdminQuery query={events} errorTitle={t('backofficeTraining.events.loadError')}>
        {({ items }) =>
          items.length === 0 ? (
            <Text>{t('backofficeTraining.events.empty')}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
              {items.map((event) => (
                <Paper component="li" withBorder p="sm" key={event.id}>
                  <Stack gap="xs">
                    <Anchor
                      component="button"
                      type="button"
                      ta="left"
                      fw={600}
                      onClick={() => onOpen(event.id)}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {event.title}
                    </Anchor>
                    <EventFacts event={event} />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )
        }
      </AdminQuery>
    </Section>
  );
}
