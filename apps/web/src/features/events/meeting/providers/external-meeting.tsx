import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ExternalMeeting as ExternalMeetingJoin } from '@pulso/contracts/events';
import { useTranslation } from '../../../../lib/translation.tsx';
import { recordPresence } from './provider-api.ts';

/** The service's name from the link's host, for the sentence above the button. */
export function externalServiceOf(url: string): 'teams' | 'webex' | 'other' {
  const host = new URL(url).hostname.toLowerCase();
  if (
    host === 'teams.microsoft.com' ||
    host.endsWith('.teams.microsoft.com') ||
    host === 'teams.live.com'
  )
    return 'teams';
  if (host === 'webex.com' || host.endsWith('.webex.com')) return 'webex';
  return 'other';
}

/**
 * A meeting on another service (Teams, Webex): a link that opens it in a new tab, without giving
 * that tab a handle on this one; following it records the doctor as present (the event is the
 * meeting route's `:id`).
 */
export function ExternalMeeting({ join }: { join: ExternalMeetingJoin }) {
  const { t } = useTranslation();
  const { id: eventId } = useParams<'id'>();
  const [opened, setOpened] = useState(false);
  const { url } = join;
  const service = externalServiceOf(url);
  const host = new URL(url).hostname;

  const onOpen = () => {
    setOpened(true);
    // Attendance is a background record: the meeting opens whatever its answer.
    if (eventId) recordPresence(eventId).catch(() => undefined);
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid="external-meeting">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t(`meetingProviders.external.title.${service}`)}
        </Title>
        <Text>{t('meetingProviders.external.explanation', { host })}</Text>
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onOpen}
          aria-describedby="external-meeting-new-tab"
        >
          {t('meetingProviders.external.open')}
        </Button>
        <Text id="external-meeting-new-tab" size="sm" c="dimmed">
          {t('meetingProviders.external.newTab')}
        </Text>
        <Text role="status" size="sm">
          {opened ? t('meetingProviders.external.opened') : null}
        </Text>
      </Stack>
    </Paper>
  );
}
