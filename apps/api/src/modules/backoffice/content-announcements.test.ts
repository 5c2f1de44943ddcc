import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { until } from '../../testing/until.ts';
import { createPushService } from '../push/push.service.ts';
import { startPushServicePeer, type PushServicePeer } from '../push/testing/push-service-peer.ts';
import { loadVapidKeys } from '../push/vapid.ts';
import { createTestClock, type TestClock } from '../training/testing/training-harness.ts';
import { createApiClient, type ApiClient } from '../users/testing/api-client.ts';
import { demoSessionToken } from '../users/testing/demo-session.ts';
import { createPeopleService } from '../users/people.service.ts';
import {
  CONTENT_ANNOUNCEMENT_QUEUE,
  createContentAnnouncer,
  type AnnouncementJob,
  type ContentAnnouncer,
} from './content-announcements.ts';

describe('content announcements', () => {
  let peer: PushServicePeer;
  let t: TestApp;
  let api: ApiClient;
  let clock: TestClock;
  let announcer: ContentAnnouncer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    peer = await startPushServicePeer();
    clock = createTestClock();
    t = await buildTestApp({
      env: { PUSH_ENDPOINT_HOSTS: 'localhost', SESSION_IDLE_TIMEOUT: '12h' },
      now: clock.now,
      pushAgent: peer.agent,
    });
    api = await createApiClient(t.app);
    const db = t.app.database.db;
    for (const uid of ['demo-br', 'speaker-br', 'demo-mx', 'staff-editor-br', 'staff-revisor-br'])
      tokens[uid] = await demoSessionToken(db, t.config, uid);
    // The announcer as the worker runs it, to run a job by hand once the test clock has moved.
    const people = createPeopleService(db);
    const push = createPushService({
      db,
      jobs: t.app.jobs,
      people,
      vapidKeys: await loadVapidKeys(db, t.config),
      endpointHosts: ['localhost'],
      countries: t.config.countries,
      now: clock.now,
    });
    announcer = createContentAnnouncer({ db, people, push, publication: t.app.publication });
  }, 400_000);
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const as = (uid: string, country: CountryCode = 'br') => ({ token: tokens[uid]!, country });
  const receivedBy = (device: string) => peer.received.filter((push) => push.device === device);

  async function follow(uid: string, area: string, country: CountryCode, device: string) {
    const followed = await api.patch('/api/users/preferences', { add: [area] }, as(uid, country));
    expect(followed.statusCode, followed.body).toBe(200);
    const subscribed = await api.post(
      '/api/push/subscriptions',
      peer.device(device).subscription,
      as(uid, country),
    );
    expect(subscribed.statusCode, subscribed.body).toBe(201);
  }

  /** An item of Brazil in cardiology, created, submitted and approved for the window given. */
  async function publish(title: string, window: { fromMinutes: number; toMinutes: number }) {
    const created = await api.post(
      '/api/backoffice/contents',
      {
        title,
        synopsis: 'Resumo',
        mainCluster: 'to_read',
        categoryId: 'cardiology',
        countries: ['br'],
        language: 'pt-br',
        content: { content: { kind: 'html', html: '<p>Texto.</p>' } },
      },
      as('staff-editor-br'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await approve(id, window);
    return id;
  }

  async function approve(id: string, { fromMinutes, toMinutes }: Record<string, number>) {
    const submitted = await api.post(
      `/api/backoffice/contents/${id}/submit`,
      {},
      as('staff-editor-br'),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const at = clock.now().getTime();
    const approved = await api.post(
      `/api/backoffice/contents/${id}/approve`,
      {
        approvalCode: 'BR-2026-0007',
        validFrom: new Date(at + fromMinutes! * 60_000).toISOString(),
        validTo: new Date(at + toMinutes! * 60_000).toISOString(),
      },
      as('staff-revisor-br'),
    );
    expect(approved.statusCode, approved.body).toBe(200);
  }

  const announcementsOf = (contentId: string) =>
    t.app.jobs.findJobs<AnnouncementJob>(CONTENT_ANNOUNCEMENT_QUEUE, { data: { contentId } });

  describe('new content in my specialties', { timeout: 120_000 }, () => {
    it('pushes an approved item once to the followers of its specialty in its countries', async () => {
      await follow('demo-br', 'cardiology', 'br', 'follower');
      await follow('speaker-br', 'oncology', 'br', 'other-specialty');
      await follow('demo-mx', 'cardiology', 'mx', 'other-country');

      const title = `Novidades em insuficiência cardíaca ${Date.now()}`;
      const id = await publish(title, { fromMinutes: -1, toMinutes: 60 * 24 });
      const [push] = await until(
        async () => receivedBy('follower'),
        (list) => list.length === 1,
      );
      expect(peer.failures).toEqual([]);
      expect(push!.payload).toEqual({
        id: `content-${id}`,
        title,
        url: `/conteudos/${id}`,
        topic: 'specialty_content',
      });
      expect(push!.urgency).toBe('normal');
      expect(push!.ttl).toBe(24 * 3600);

      // Version 2 approved, and the job run again by hand: nobody is notified twice.
      const edited = await api.put(
        `/api/backoffice/contents/${id}`,
        {
          title: `${title} (revisado)`,
          synopsis: 'Resumo',
          mainCluster: 'to_read',
          categoryId: 'cardiology',
          countries: ['br'],
          language: 'pt-br',
          content: {},
        },
        as('staff-editor-br'),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      await approve(id, { fromMinutes: -1, toMinutes: 60 * 24 });
      await until(
        () => announcementsOf(id),
        (jobs) => jobs.length === 2 && jobs.every((job) => job.state === 'completed'),
      );
      expect(await announcer.announce({ contentId: id })).toBe(0);
      expect(receivedBy('follower')).toHaveLength(1);
      expect(receivedBy('other-specialty')).toEqual([]);
      expect(receivedBy('other-country')).toEqual([]);
    });

    it('waits for the valid-from, and sends nothing for an item withdrawn meanwhile', async () => {
      const later = await publish(`Diretriz de hipertensão ${Date.now()}`, {
        fromMinutes: 60,
        toMinutes: 60 * 24,
      });
      const [job] = await announcementsOf(later);
      expect(job?.state).toBe('created');
      expect(job?.startAfter.getTime()).toBe(clock.now().getTime() + 60 * 60_000);
      // Run early, it finds the item not yet visible and sends nothing.
      expect(await announcer.announce({ contentId: later })).toBeNull();

      const withdrawn = await publish(`Estudo retirado ${Date.now()}`, {
        fromMinutes: 30,
        toMinutes: 60 * 24,
      });
      expect(
        (
          await api.post(
            `/api/backoffice/contents/${withdrawn}/withdraw`,
            {},
            as('staff-revisor-br'),
          )
        ).statusCode,
      ).toBe(200);

      clock.advance(61 * 60);
      expect(await announcer.announce({ contentId: withdrawn })).toBeNull();
      expect(await announcer.announce({ contentId: later })).toBe(1);
      const pushes = await until(
        async () => receivedBy('follower'),
        (list) => list.length === 2,
      );
      expect(pushes[1]!.payload).toMatchObject({
        id: `content-${later}`,
        url: `/conteudos/${later}`,
      });
    });
  });
});
