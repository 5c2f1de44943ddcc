import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceAnswerSchema, type HeartbeatBody } from '@pulso/contracts/events';
import {
  startTrainingHarness,
  type TrainingHarness,
} from '../training/testing/training-harness.ts';
import { postZoomWebhook } from './testing/zoom-webhook.ts';
import { EVENTS_FIXTURE_PATH, type EventFixtureBody } from './events-fixtures.routes.ts';

describe('attendance', () => {
  /**
   * "Tu asistencia: N min" on a driven clock (decisions 032 and 079): whole minutes of presence on
   * the meeting screen, never more than the time between a screen's join and its last heartbeat.
   */
  const WEBHOOK_SECRET = 'zoom-webhook-secret-attendance';

  let h: TrainingHarness;

  beforeAll(async () => {
    h = await startTrainingHarness({
      EVENTS_TEST_FIXTURES: 'true',
      ZOOM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(() => h.close());

  const url = (id: string, action: string) => `/api/events/${id}/${action}`;

  /** An event of its own, live from a second after now for an hour, and a new doctor registered. */
  async function liveEvent(provider: EventFixtureBody['provider'] = 'stream') {
    const fixture: EventFixtureBody = {
      country: 'mx',
      opensInSeconds: 1,
      durationSeconds: 3600,
      provider,
    };
    const created = await h.app.inject({
      method: 'POST',
      url: EVENTS_FIXTURE_PATH,
      payload: fixture,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, meetingNumber = '' } = created.json<{ id: string; meetingNumber?: string }>();
    const token = await h.signInNew('mx');
    expect((await h.api.put(url(id, 'registration'), undefined, { token })).statusCode).toBe(200);
    h.clock.advance(1);
    return { id, token, meetingNumber };
  }

  /** The doctor's meeting screen, as the web app's useHeartbeat drives it. */
  function screenOf({ id, token }: { id: string; token: string }) {
    const post = async (action: string, body?: HeartbeatBody) => {
      const response = await h.api.post(url(id, action), body, { token });
      expect(response.statusCode, response.body).toBe(200);
    };
    return {
      /** The screen opens (a page load, another device): the join. */
      open: () => post('join'),
      /** The screen's timer, every heartbeatSeconds while it is visible. */
      beat: () => post('attendance', { state: 'present' }),
      /** The screen is shown again after being hidden. */
      shownAgain: () => post('attendance', { state: 'present', resumed: true }),
      /** The screen is hidden or closes. */
      left: () => post('attendance', { state: 'left' }),
      async minutes() {
        const response = await h.api.get(url(id, 'attendance'), { token });
        return attendanceAnswerSchema.parse(response.json()).minutes;
      },
    };
  }

  describe('attendance on the meeting screen', () => {
    it('counts whole minutes of presence: 85 s is 1 min, 59 s is none', async () => {
      const screen = screenOf(await liveEvent());
      await screen.open();
      h.clock.advance(59);
      expect(await screen.minutes()).toBe(0);
      await screen.beat();
      expect(await screen.minutes()).toBe(0);
      h.clock.advance(26);
      await screen.left();
      expect(await screen.minutes()).toBe(1);
      // Minutes later, nothing more: the screen was closed.
      h.clock.advance(300);
      expect(await screen.minutes()).toBe(1);
    });

    it('does not count the time between two screens when the first one closed without saying so', async () => {
      // 85 s on the screen in two visits (at 1280 px, then at 390 px): the first tab is closed
      // after a heartbeat and its `left` never arrives; the second opens 140 s after that beat.
      const screen = screenOf(await liveEvent());
      await screen.open();
      h.clock.advance(60);
      await screen.beat();
      h.clock.advance(140);
      await screen.open();
      h.clock.advance(25);
      await screen.left();
      // 60 s + 25 s of presence, not the 225 s from the first join to the last beat ("3 min").
      expect(await screen.minutes()).toBe(1);
    });

    it('does not count the time a hidden screen was away when its `left` was lost', async () => {
      const screen = screenOf(await liveEvent());
      await screen.open();
      h.clock.advance(60);
      await screen.beat();
      // Hidden for two minutes (the laptop closed); the `left` sent then never arrived.
      h.clock.advance(120);
      await screen.shownAgain();
      h.clock.advance(25);
      await screen.left();
      expect(await screen.minutes()).toBe(1);
    });

    it('still bridges a heartbeat lost while the screen stayed open', async () => {
      const screen = screenOf(await liveEvent());
      await screen.open();
      h.clock.advance(120); // the beat at 60 s was lost on the network
      await screen.beat();
      h.clock.advance(60);
      await screen.beat();
      expect(await screen.minutes()).toBe(3);
    });

    /** Zoom's webhooks about the event's registered doctor, signed, at the harness's clock. */
    async function zoomOf(event: { id: string; token: string; meetingNumber: string }) {
      const me = await h.api.get('/api/users/profile', { token: event.token });
      const { email } = me.json<{ email: string }>();
      const send = async (kind: 'joined' | 'left', at: Date) => {
        const time =
          kind === 'joined' ? { join_time: at.toISOString() } : { leave_time: at.toISOString() };
        const response = await postZoomWebhook(h.app, {
          body: {
            event: `meeting.participant_${kind}`,
            payload: { object: { id: event.meetingNumber, participant: { email, ...time } } },
          },
          secret: WEBHOOK_SECRET,
          at: h.clock.now(),
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      return { joined: (at: Date) => send('joined', at), left: (at: Date) => send('left', at) };
    }

    it("counts a Zoom participant once when Zoom's joined webhook arrives twice", async () => {
      const event = await liveEvent('zoom');
      const zoom = await zoomOf(event);
      const joinedAt = h.clock.now();
      for (let copy = 0; copy < 2; copy += 1) await zoom.joined(joinedAt);
      h.clock.advance(90);
      await zoom.left(h.clock.now());
      h.clock.advance(600);
      expect(await screenOf(event).minutes()).toBe(1);
    });

    it('counts a Zoom participant whose "left" arrives before the "joined" only while there', async () => {
      const event = await liveEvent('zoom');
      const zoom = await zoomOf(event);
      const joinedAt = h.clock.now();
      h.clock.advance(150);
      // Zoom does not order its webhooks: the leave comes first, then the join it closes.
      await zoom.left(h.clock.now());
      await zoom.joined(joinedAt);
      h.clock.advance(600);
      expect(await screenOf(event).minutes()).toBe(2);
      // A later stay of the same doctor is a stay of its own.
      await zoom.joined(h.clock.now());
      h.clock.advance(60);
      await zoom.left(h.clock.now());
      expect(await screenOf(event).minutes()).toBe(3);
    });
  });
});
