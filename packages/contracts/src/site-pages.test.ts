import { describe, expect, it } from 'vitest';
import { countryOrigin, sitePageForPath } from './site-pages.ts';

describe('countryOrigin', () => {
  it('prefers the configured host of the country, over https', () => {
    const configuredHosts = { 'pulso.com.mx': 'mx', 'pulso.com.br': 'br' } as const;
    expect(countryOrigin('mx', { configuredHosts, requestOrigin: 'http://localhost:3000' })).toBe(
      'https://pulso.com.mx',
    );
    expect(countryOrigin('br', { configuredHosts })).toBe('https://pulso.com.br');
  });

  it('serves a configured loopback name over http, with the port it names', () => {
    const configuredHosts = {
      'website-mx.localhost:4173': 'mx',
      'localhost:4173': 'cl',
      'pulso.example:8443': 'br',
    } as const;
    expect(countryOrigin('mx', { configuredHosts })).toBe('http://website-mx.localhost:4173');
    expect(countryOrigin('cl', { configuredHosts })).toBe('http://localhost:4173');
    expect(countryOrigin('br', { configuredHosts })).toBe('https://pulso.example:8443');
  });

  it('puts the website-XX site beside the one asked from', () => {
    const configuredHosts = {};
    const origin = (requestOrigin: string) =>
      countryOrigin('mx', { configuredHosts, requestOrigin });
    expect(origin('http://website-br.localhost:3000')).toBe('http://website-mx.localhost:3000');
    expect(origin('https://WEBSITE-AR.pulso.example')).toBe('https://website-mx.pulso.example');
    expect(origin('http://localhost:3000')).toBe('http://website-mx.localhost:3000');
    expect(origin('http://127.0.0.1:3000')).toBeUndefined();
    expect(origin('not a url')).toBeUndefined();
    expect(countryOrigin('mx', { configuredHosts })).toBeUndefined();
  });
});

describe('sitePageForPath', () => {
  it('finds the public pages, with or without a trailing slash', () => {
    expect(sitePageForPath('/')).toBe('landing');
    expect(sitePageForPath('/signin/')).toBe('signin');
    expect(sitePageForPath('/es-co')).toBe('esCo');
    expect(sitePageForPath('/home')).toBeUndefined();
  });
});
