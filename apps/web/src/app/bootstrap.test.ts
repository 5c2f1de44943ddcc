import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../config/storage-keys.ts';
import { startApp } from './bootstrap.ts';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'es';
});

describe('start-up country (spec §1)', () => {
  it('defaults to Brazil on an unknown host, in Portuguese', async () => {
    const start = startApp();
    expect(start.country.country).toBe('br');
    expect(document.documentElement.lang).toBe('pt');
    await vi.waitFor(() => expect(start.i18n.language).toBe('pt-BR'));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(['/assets/i18n/pt-br.json']);
  });

  it('lets ?loc= force a locale, in any letter case, and remembers it', () => {
    window.history.replaceState(null, '', '/?loc=ES-mx');
    const start = startApp();
    expect(start.country.country).toBe('mx');
    expect(start.country.source).toBe('loc');
    expect(document.documentElement.lang).toBe('es-MX');
    expect(localStorage.getItem(storageKeys.locale)).toBe('es-MX');

    window.history.replaceState(null, '', '/home');
    expect(startApp().country.country).toBe('mx');
  });

  it('uses the stored locale when the host says nothing', () => {
    localStorage.setItem(storageKeys.locale, 'es-PE');
    const start = startApp();
    expect(start.country.country).toBe('pe');
    expect(start.country.regionalGroup).toBe('PACA');
    expect(document.documentElement.lang).toBe('es');
  });

  it('applies the configured approval code to the profile', () => {
    const meta = document.createElement('meta');
    meta.name = 'pulso-config';
    localStorage.setItem(storageKeys.locale, 'es-CL');
    const config = JSON.parse(JSON.stringify(startApp().config)) as Record<string, unknown> & {
      countries: Record<string, { approvalCode: string }>;
    };
    config.countries.cl!.approvalCode = 'CL-REAL-1';
    meta.content = JSON.stringify(config);
    document.head.append(meta);
    try {
      expect(startApp().country.profile.approvalCode).toBe('CL-REAL-1');
    } finally {
      meta.remove();
    }
  });
});

describe('style nonce', () => {
  it("gives the CSP nonce to the modals' scroll-lock style tag", async () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'nonce-test-1';
    document.head.append(meta);
    try {
      expect(startApp().styleNonce).toBe('nonce-test-1');
      const { getNonce } = await import('get-nonce');
      expect(getNonce()).toBe('nonce-test-1');
    } finally {
      meta.remove();
    }
  });
});
