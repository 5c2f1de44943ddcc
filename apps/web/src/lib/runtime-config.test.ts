import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { localRuntimeConfig, readCspNonce, readRuntimeConfig } from './runtime-config.ts';

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head
    .querySelectorAll('meta[name="pulso-config"], meta[name="csp-nonce"]')
    .forEach((m) => m.remove());
});

describe('runtime configuration', () => {
  it('uses local defaults when the page has none', () => {
    const config = readRuntimeConfig();
    expect(config).toEqual(localRuntimeConfig());
    expect(config.apiKey).toBe('pulso-local');
    expect(config.apiBaseUrl).toBe('/api');
  });

  it('reads the configuration the server wrote into the page', () => {
    const written: RuntimeConfig = {
      ...localRuntimeConfig(),
      environment: 'production',
      apiBaseUrl: 'https://api.example.com/api',
      configuredHosts: { 'medicos.example.br': 'br' },
    };
    addMeta('pulso-config', JSON.stringify(written));
    expect(readRuntimeConfig()).toEqual(written);
  });

  it('falls back to the defaults, loudly, when the configuration is broken', () => {
    const error = vi.mocked(console.error).mockImplementation(() => undefined);
    addMeta('pulso-config', '{"environment":"staging"}');
    expect(readRuntimeConfig()).toEqual(localRuntimeConfig());
    expect(String(error.mock.calls[0]?.[0])).toContain('environment');
  });

  it("names each field that breaks the contract's schema, a country's too", () => {
    const error = vi.mocked(console.error).mockImplementation(() => undefined);
    const written = localRuntimeConfig();
    const { idpApiKey: _key, ...mexico } = written.countries.mx!;
    addMeta(
      'pulso-config',
      JSON.stringify({
        ...written,
        consentPolicyRevision: 0,
        countries: { ...written.countries, mx: mexico },
      }),
    );
    expect(readRuntimeConfig()).toEqual(localRuntimeConfig());
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toContain('consentPolicyRevision');
    expect(message).toContain('countries.mx.idpApiKey');
  });

  it('reads the CSP nonce', () => {
    expect(readCspNonce()).toBeUndefined();
    addMeta('csp-nonce', 'n0nce');
    expect(readCspNonce()).toBe('n0nce');
  });
});
