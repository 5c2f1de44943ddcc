import { Suspense, lazy } from 'react';
import { Alert, Loader, Center } from '@mantine/core';
import type { JoinAnswer } from '@pulso/contracts/events';
import { useTranslation } from '../../../lib/translation.tsx';
import type { Received } from '../api/events-api.ts';
import { StreamMeeting } from './stream-meeting.tsx';

// Each provider is its own chunk: a doctor of a stream event never downloads the Zoom frame's.
const ZoomMeeting = lazy(() =>
  import('./providers/zoom-meeting.tsx').then((module) => ({ default: module.ZoomMeeting })),
);
const JitsiMeeting = lazy(() =>
  import('./providers/jitsi-meeting.tsx').then((module) => ({ default: module.JitsiMeeting })),
);
const ExternalMeeting = lazy(() =>
  import('./providers/external-meeting.tsx').then((module) => ({
    default: module.ExternalMeeting,
  })),
);

/**
 * The meeting itself, by the provider of the join answer. An embedded meeting (Zoom, Jitsi) says
 * through `onInMeeting` whether the doctor is in it.
 */
export function ProviderMeeting({
  join,
  title,
  onInMeeting,
}: {
  join: Received<JoinAnswer>;
  title: string;
  onInMeeting: (inMeeting: boolean) => void;
}) {
  const { t } = useTranslation();
  const { meeting } = join;
  let body;
  switch (meeting.provider) {
    case 'stream':
      return (
        <StreamMeeting
          join={meeting}
          receivedAt={join.receivedAt}
          title={title}
          endsAt={join.endsAt}
        />
      );
    case 'not-configured':
      return (
        <Alert
          color="yellow"
          title={t('events.meeting.notConfiguredTitle')}
          role="status"
          data-testid="meeting-not-configured"
        >
          {t('events.meeting.notConfiguredText')}
        </Alert>
      );
    // Each provider is given the meeting of its kind (decision 036).
    case 'zoom':
      body = <ZoomMeeting join={meeting} onInMeeting={onInMeeting} />;
      break;
    case 'jitsi':
      body = <JitsiMeeting join={meeting} onInMeeting={onInMeeting} />;
      break;
    case 'external':
      body = <ExternalMeeting join={meeting} />;
      break;
  }
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={t('events.meeting.opening')} />
        </Center>
      }
    >
      {body}
    </Suspense>
  );
}
