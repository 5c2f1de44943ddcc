import { Checkbox, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { EventProviderInput } from '@pulso/contracts/backoffice/events';
import type { EventMediaSource } from '@pulso/contracts/events';
import { useTranslation } from '../../../lib/translation.tsx';

export type MeetingProvider = EventProviderInput['provider'];

/** The meeting as the form edits it: every provider's fields, the secret empty (write-only). */
export interface MeetingDraft {
  provider: MeetingProvider;
  meetingNumber: string;
  password: string;
  room: string;
  url: string;
  streamUrl: string;
  streamType: EventMediaSource['mimeType'];
  live: boolean;
}

export const blankMeeting: MeetingDraft = {
  provider: 'stream',
  meetingNumber: '',
  password: '',
  room: '',
  url: '',
  streamUrl: '',
  streamType: 'video/mp4',
  live: true,
};

/** The body the API takes: an empty secret is left out (the stored one stays). */
export function meetingInput(draft: MeetingDraft): EventProviderInput {
  switch (draft.provider) {
    case 'zoom':
      return {
        provider: 'zoom',
        meetingNumber: draft.meetingNumber.trim(),
        ...(draft.password ? { password: draft.password } : {}),
      };
    case 'jitsi':
      return { provider: 'jitsi', room: draft.room.trim() };
    case 'external':
      return { provider: 'external', url: draft.url.trim() };
    case 'stream':
      return {
        provider: 'stream',
        sources: [{ url: draft.streamUrl.trim(), mimeType: draft.streamType }],
        live: draft.live,
      };
  }
}

export const mimeTypes: EventMediaSource['mimeType'][] = [
  'video/mp4',
  'video/webm',
  'application/vnd.apple.mpegurl',
];

/**
 * The provider and its fields. `passwordSet` tells whether a Zoom passcode is stored: the field
 * stays empty (the API never answers it) and says "set" or "not set".
 */
export function MeetingFields({
  value,
  onChange,
  passwordSet,
  error,
}: {
  value: MeetingDraft;
  onChange: (value: MeetingDraft) => void;
  passwordSet: boolean;
  error: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof MeetingDraft>(key: K, next: MeetingDraft[K]) =>
    onChange({ ...value, [key]: next });
  const text = (key: 'meetingNumber' | 'room' | 'url' | 'streamUrl', path: string) => (
    <TextInput
      label={t(`backofficeTraining.events.meeting.${key}`)}
      value={value[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      error={error(path)}
    />
  );
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('backofficeTraining.events.meeting.provider')}
        value={value.provider}
        onChange={(event) => set('provider', event.currentTarget.value as MeetingProvider)}
        data={(['stream', 'zoom', 'jitsi', 'external'] as const).map((provider) => ({
          value: provider,
          label: t(`backofficeTraining.events.meeting.providers.${provider}`),
        }))}
      />
      {value.provider === 'zoom' && (
        <>
          {text('meetingNumber', 'meetingNumber')}
          <PasswordInput
            label={t('backofficeTraining.events.meeting.password')}
            description={t(
              passwordSet
                ? 'backofficeTraining.events.meeting.secretSet'
                : 'backofficeTraining.events.meeting.secretNotSet',
            )}
            placeholder={passwordSet ? t('backofficeTraining.events.meeting.keepSecret') : ''}
            value={value.password}
            onChange={(event) => set('password', event.currentTarget.value)}
            error={error('password')}
            autoComplete="new-password"
          />
        </>
      )}
      {value.provider === 'jitsi' && text('room', 'room')}
      {value.provider === 'external' && text('url', 'url')}
      {value.provider === 'stream' && (
        <>
          {text('streamUrl', 'sources.0.url')}
          <NativeSelect
            label={t('backofficeTraining.events.meeting.streamType')}
            value={value.streamType}
            onChange={(event) =>
              set('streamType', event.currentTarget.value as MeetingDraft['streamType'])
            }
            data={mimeTypes}
          />
          <Checkbox
            label={t('backofficeTraining.events.meeting.live')}
            checked={value.live}
            onChange={(event) => set('live', event.currentTarget.checked)}
          />
        </>
      )}
    </Stack>
  );
}
