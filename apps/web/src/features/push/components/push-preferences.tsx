import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushTopics, type PushQuietHours, type PushTopicValue } from '@pulso/contracts/push';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { fetchPushSettings, saveQuietHours, sendTestNotification } from '../api/push-api.ts';
import { pushSettingsKey, usePushDevice } from '../use-push-device.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** A failure of the browser's side (its messages are §8's, in English): logged, then said. */
function useFailure(setStatus: (text: string) => void) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (error: unknown) => {
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      // The doctor said no or closed the browser's question; once blocked, the alert says how
      // to allow them again.
      setStatus(t('push.notAllowed'));
      return;
    }
    if (error instanceof Error && !('status' in error)) {
      console.error(error.message);
      setStatus(t('push.failed'));
      return;
    }
    setStatus(errorMessage(error));
  };
}

/**
 * The preferences' push section (issue 16): this device on or off, its topics, the account's
 * quiet hours and a test notification. On iOS in a tab: how to add the portal to the home screen.
 */
export function PushPreferences() {
  const { t } = useTranslation();
  const device = usePushDevice();
  const [status, setStatus] = useState('');
  const fail = useFailure(setStatus);
  const subscribed = Boolean(device.subscription);
  const settings = useQuery({
    queryKey: pushSettingsKey,
    queryFn: fetchPushSettings,
    enabled: subscribed,
  });
  const thisDevice = settings.data?.devices.find(
    (entry) => entry.endpoint === device.subscription?.endpoint,
  );
  const topics = thisDevice?.topics ?? [];

  const test = useMutation({
    mutationFn: sendTestNotification,
    onSuccess: (answer) => setStatus(t('push.testSent', { count: answer.devices })),
    onError: fail,
  });

  // The status says how the device's last change ended: an earlier one ending after it (a topic
  // saved while the device was being turned off) does not overwrite it.
  const lastChange = useRef(0);
  const change = (work: Promise<unknown>, done: string) => {
    const id = ++lastChange.current;
    work.then(
      () => {
        if (id === lastChange.current) setStatus(done);
      },
      (error: unknown) => {
        if (id === lastChange.current) fail(error);
      },
    );
  };
  const toggle = (on: boolean) => {
    setStatus('');
    change(on ? device.enable() : device.disable(), t(on ? 'push.enabled' : 'push.disabled'));
  };
  const toggleTopic = (topic: PushTopicValue, on: boolean) => {
    const next = pushTopics.filter((each) => (each === topic ? on : topics.includes(each)));
    change(device.setTopics(next), t('push.topicsSaved'));
  };

  const unavailable =
    device.support === 'unsupported' || (device.support === 'supported' && device.unavailable);
  // Blocked for the site: asking again cannot help (the browser no longer asks), only the site
  // settings can. A device still subscribed keeps its switch, to turn them off.
  const blocked = device.permission === 'denied' && !unavailable;

  return (
    <section aria-labelledby="push-title">
      <Stack gap="md">
        <Title order={2} id="push-title" size="h3">
          {t('push.title')}
        </Title>
        <Text c="dimmed">{t('push.intro')}</Text>
        {device.support === 'ios-home-screen' && (
          <Alert color="blue" title={t('push.ios.title')}>
            {t('push.ios.body')}
          </Alert>
        )}
        {unavailable && <Alert color="gray">{t('push.unsupported')}</Alert>}
        {blocked && (
          <Alert color="yellow" title={t('push.blockedTitle')}>
            {t('push.blocked')}
          </Alert>
        )}
        {device.support === 'supported' && !device.unavailable && !(blocked && !subscribed) && (
          <Switch
            size="md"
            label={t('push.device')}
            checked={subscribed}
            disabled={device.busy || device.subscription === undefined}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
        )}
        {subscribed && (
          <>
            <Checkbox.Group label={t('push.topics.legend')} value={topics}>
              <Stack gap="xs" mt="xs">
                {pushTopics.map((topic) => (
                  <Checkbox
                    key={topic}
                    value={topic}
                    label={t(`push.topics.${topic}`)}
                    disabled={device.busy || !thisDevice}
                    onChange={(event) => toggleTopic(topic, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            {settings.data && (
              <QuietHoursForm
                key={JSON.stringify(settings.data.quietHours)}
                saved={settings.data.quietHours}
                timeZone={settings.data.timeZone}
                onSaved={() => setStatus(t('push.quiet.saved'))}
                onError={fail}
              />
            )}
            <Group>
              <Button variant="light" onClick={() => test.mutate()} loading={test.isPending}>
                {t('push.test')}
              </Button>
            </Group>
          </>
        )}
        <Text role="status" size="sm" c="dimmed" mih="1.5em">
          {status}
        </Text>
      </Stack>
    </section>
  );
}

/** Quiet hours (account-wide, in its time zone): the form starts from what is saved. */
function QuietHoursForm({
  saved,
  timeZone,
  onSaved,
  onError,
}: {
  saved: PushQuietHours | null;
  timeZone: string;
  onSaved: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [quietOn, setQuietOn] = useState(saved !== null);
  const [start, setStart] = useState(saved?.start ?? '22:00');
  const [end, setEnd] = useState(saved?.end ?? '07:00');
  const quiet = useMutation({
    mutationFn: () => saveQuietHours(quietOn ? { start, end } : null),
    onSuccess: (settings) => {
      queryClient.setQueryData(pushSettingsKey, settings);
      onSaved();
    },
    onError,
  });
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('push.quiet.enable')}
        checked={quietOn}
        onChange={(event) => setQuietOn(event.currentTarget.checked)}
      />
      <Group gap="sm" align="flex-end">
        <TextInput
          type="time"
          label={t('push.quiet.from')}
          value={start}
          disabled={!quietOn}
          onChange={(event) => setStart(event.currentTarget.value)}
          w={130}
        />
        <TextInput
          type="time"
          label={t('push.quiet.to')}
          value={end}
          disabled={!quietOn}
          onChange={(event) => setEnd(event.currentTarget.value)}
          w={130}
        />
        <Button variant="default" onClick={() => quiet.mutate()} loading={quiet.isPending}>
          {t('push.quiet.save')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('push.quiet.zone', { zone: timeZone })}
      </Text>
    </Stack>
  );
}
