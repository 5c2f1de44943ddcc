import { describe, expect, it, vi } from 'vitest';
import {
  clickTarget,
  notificationFor,
  openClickTarget,
  parsePushPayload,
  type PortalTab,
} from './push.ts';

const origin = 'https://website-br.example';
const json = (value: unknown) => JSON.stringify(value);

describe('push payload (issue 16)', () => {
  it('shows a notification with the title, the manifest icons and the path to open', () => {
    const payload = parsePushPayload(
      json({ id: 'ev-1', title: ' Evento amanhã ', url: '/eventos/ev-1?x=1', topic: 'events' }),
      origin,
    );
    expect(payload).toEqual({
      id: 'ev-1',
      title: 'Evento amanhã',
      url: '/eventos/ev-1?x=1',
      topic: 'events',
    });
    const { title, options } = notificationFor(payload!);
    expect(title).toBe('Evento amanhã');
    expect(options).toMatchObject({
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'ev-1',
      data: { url: '/eventos/ev-1?x=1', id: 'ev-1', topic: 'events' },
    });
  });

  it.each([
    ['another site', { id: '1', title: 't', url: 'https://evil.example/x' }],
    ['a protocol-relative address', { id: '1', title: 't', url: '//evil.example/x' }],
    ['a backslash trick', { id: '1', title: 't', url: '/\\evil.example' }],
    ['a script address', { id: '1', title: 't', url: 'javascript:alert(1)' }],
    ['no title', { id: '1', title: '  ', url: '/' }],
    ['no id', { title: 't', url: '/' }],
    ['a topic that is no text', { id: '1', title: 't', url: '/', topic: 3 }],
    ['no object', ['x']],
  ])('shows nothing for %s', (_, value) => {
    expect(parsePushPayload(json(value), origin)).toBeUndefined();
  });

  it('shows nothing for an empty or broken message', () => {
    expect(parsePushPayload(undefined, origin)).toBeUndefined();
    expect(parsePushPayload('{not json', origin)).toBeUndefined();
  });
});

function tab(url: string, focused = false, controlled = true): PortalTab & { log: string[] } {
  const log: string[] = [];
  return {
    url,
    focused,
    log,
    focus: vi.fn(async () => log.push('focus')),
    navigate: vi.fn(async (to: string) => {
      if (!controlled) throw new TypeError('not controlled');
      log.push(`navigate ${to}`);
    }),
  };
}

describe('notification click', () => {
  it('focuses the open portal tab (the focused one first) and navigates it to the path', async () => {
    const other = tab(`${origin}/noticias`);
    const focused = tab(`${origin}/`, true);
    const openWindow = vi.fn(async () => null);
    const target = clickTarget([other, focused], { url: '/eventos/ev-1' }, origin);
    expect(target).toEqual({ tab: focused, url: '/eventos/ev-1' });
    await openClickTarget(target, openWindow);
    expect(focused.log).toEqual(['focus', 'navigate /eventos/ev-1']);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a new tab when none is open', async () => {
    const openWindow = vi.fn(async () => null);
    await openClickTarget(clickTarget([], { url: '/feed' }, origin), openWindow);
    expect(openWindow).toHaveBeenCalledWith('/feed');
  });

  it('never takes a tab away from an exam or a meeting', () => {
    const exam = tab(`${origin}/cursos-online/c1/examen`, true);
    const meeting = tab(`${origin}/eventos/ev-1/participar`);
    const join = tab(`${origin}/eventos/ev-1/unirse`);
    const speaker = tab(`${origin}/speaker-training/s1/examen`);
    expect(clickTarget([exam, meeting, join, speaker], { url: '/' }, origin).tab).toBeUndefined();
    const free = tab(`${origin}/eventos/ev-1`);
    expect(clickTarget([exam, free], { url: '/' }, origin).tab).toBe(free);
  });

  it('opens a new tab when the open one is not controlled by the service worker', async () => {
    const uncontrolled = tab(`${origin}/`, true, false);
    const openWindow = vi.fn(async () => null);
    await openClickTarget(clickTarget([uncontrolled], { url: '/feed' }, origin), openWindow);
    expect(openWindow).toHaveBeenCalledWith('/feed');
  });

  it('goes to the portal home when the notification carries no usable path', () => {
    expect(clickTarget([], { url: 'https://evil.example/' }, origin).url).toBe('/');
    expect(clickTarget([], null, origin).url).toBe('/');
  });
});
