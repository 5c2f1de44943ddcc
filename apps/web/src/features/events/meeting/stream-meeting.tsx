import { useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { StreamMeeting as StreamJoin } from '@pulso/contracts/events';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * The embedded default provider: our own player plays the event's file from `/media` as a live
 * broadcast, from where the broadcast is now (`offsetSeconds` when the join was answered plus the
 * time since). A recording played "as live" cannot be skipped ahead of that point. Browsers may
 * refuse to start sound without a click: then it starts muted with an "activate sound" button,
 * or, refused even so, with a play button.
 */
export function StreamMeeting({
  join,
  receivedAt,
  title,
  endsAt,
}: {
  join: StreamJoin;
  /** The event's end: with `join.startsAt`, how long the broadcast lasts. */
  endsAt: string;
  /** `Date.now()` when the join answer arrived. */
  receivedAt: number;
  title: string;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const eventSeconds = (Date.parse(endsAt) - Date.parse(join.startsAt)) / 1000;
  const livePosition = () => join.offsetSeconds + (Date.now() - receivedAt) / 1000;

  const play = async (element: HTMLVideoElement) => {
    try {
      await element.play();
      setBlocked(false);
    } catch {
      try {
        element.muted = true;
        setMuted(true);
        await element.play();
        setBlocked(false);
      } catch {
        setBlocked(true);
      }
    }
  };

  const onLoadedMetadata = () => {
    const element = video.current;
    if (!element) return;
    if (!join.live) {
      const file = Number.isFinite(element.duration) ? element.duration : Infinity;
      // A file shorter than the event (the demo's short clip) is a loop: it plays on and on.
      element.loop = file < eventSeconds;
      const position = livePosition();
      element.currentTime = element.loop ? position % file : Math.min(position, file);
    }
    void play(element);
  };

  // "As live": the doctor may go back, never ahead of the broadcast.
  const onSeeking = () => {
    const element = video.current;
    if (!element || join.live) return;
    const live = livePosition();
    if (element.loop) return;
    if (element.currentTime > live + 2) element.currentTime = live;
  };

  return (
    <div>
      <video
        ref={video}
        controls
        playsInline
        preload="auto"
        onLoadedMetadata={onLoadedMetadata}
        onSeeking={onSeeking}
        style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
        aria-label={t('events.meeting.playerLabel', { title })}
        data-testid="stream-player"
        data-start-seconds={Math.floor(join.offsetSeconds)}
      >
        {join.sources.map((source) => (
          <source key={source.url} src={source.url} type={source.mimeType} />
        ))}
      </video>
      {(muted || blocked) && (
        <Group gap="sm" mt="xs">
          {blocked ? (
            <Button onClick={() => video.current && void play(video.current)}>
              {t('events.meeting.play')}
            </Button>
          ) : (
            <Button
              variant="light"
              onClick={() => {
                if (!video.current) return;
                video.current.muted = false;
                setMuted(false);
              }}
            >
              {t('events.meeting.unmute')}
            </Button>
          )}
          <Text size="sm" c="dimmed">
            {t('events.meeting.autoplayBlocked')}
          </Text>
        </Group>
      )}
    </div>
  );
}
