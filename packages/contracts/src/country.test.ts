import { describe, expect, it } from 'vitest';
import {
  countryCodes,
  countryFromLocaleId,
  countryFromWebsitePrefix,
  localeIds,
  normaliseHost,
  resolveCountry,
} from './country.ts';

const configuredHosts = { 'medicos.pulso.example': 'mx', 'portal.pulso.example.cl': 'cl' } as const;

describe('resolveCountry', () => {
  it('lets a valid ?loc= win over everything and asks to remember it', () => {
    expect(
      resolveCountry({
        host: 'medicos.pulso.example',
        configuredHosts,
        forcedLocale: 'es-AR',
        storedLocale: 'es-CL',
      }),
    ).toEqual({ country: 'ar', source: 'loc', remember: 'es-AR' });
  });

  it('accepts loc in any letter case and remembers the canonical locale id', () => {
    for (const loc of ['pt-br', 'PT-BR', 'Pt-Br', ' pt-BR ']) {
      expect(resolveCountry({ host: 'website-mx.localhost', forcedLocale: loc })).toEqual({
        country: 'br',
        source: 'loc',
        remember: 'pt-BR',
      });
    }
    expect(resolveCountry({ host: 'localhost', forcedLocale: 'es-mx' }).remember).toBe('es-MX');
  });

  it('ignores an invalid or empty loc and resolves as if it were absent', () => {
    for (const loc of ['fr-FR', 'es', 'mx', 'es_MX', '', null, undefined]) {
      const resolution = resolveCountry({ host: 'website-co.localhost:3000', forcedLocale: loc });
      expect(resolution).toEqual({ country: 'co', source: 'website-prefix' });
    }
  });

  it('uses a configured host name next, ignoring port and letter case', () => {
    expect(resolveCountry({ host: 'medicos.pulso.example', configuredHosts })).toEqual({
      country: 'mx',
      source: 'host',
    });
    expect(resolveCountry({ host: 'MEDICOS.Pulso.Example:8443', configuredHosts }).country).toBe(
      'mx',
    );
    expect(
      resolveCountry({ host: 'portal.pulso.example.cl', configuredHosts, storedLocale: 'pt-BR' }),
    ).toEqual({ country: 'cl', source: 'host' });
  });

  it('matches a configured host that names its port (a test rig on loopback) on that port', () => {
    const withPort = { 'localhost:4173': 'cl', 'pulso.example:8443': 'ar' } as const;
    expect(resolveCountry({ host: 'LOCALHOST:4173', configuredHosts: withPort })).toEqual({
      country: 'cl',
      source: 'host',
    });
    expect(resolveCountry({ host: 'pulso.example:8443', configuredHosts: withPort }).country).toBe(
      'ar',
    );
    expect(resolveCountry({ host: 'localhost:3000', configuredHosts: withPort }).country).toBe(
      'br',
    );
  });

  it('puts a configured host before the website-XX prefix', () => {
    expect(
      resolveCountry({
        host: 'website-ar.localhost',
        configuredHosts: { 'website-ar.localhost': 'pe' },
      }),
    ).toEqual({ country: 'pe', source: 'host' });
  });

  it('maps every website-XX host to its country, with port and in upper case', () => {
    for (const code of countryCodes) {
      expect(
        resolveCountry({ host: `website-${code}.localhost:3000`, storedLocale: 'es-MX' }),
      ).toEqual({
        country: code,
        source: 'website-prefix',
      });
      expect(resolveCountry({ host: `WEBSITE-${code.toUpperCase()}.EXAMPLE.COM` }).country).toBe(
        code,
      );
    }
  });

  it('uses the stored locale when the host is not recognised', () => {
    expect(resolveCountry({ host: 'localhost:3000', storedLocale: 'es-PE' })).toEqual({
      country: 'pe',
      source: 'stored',
    });
    expect(resolveCountry({ host: 'website-xx.localhost', storedLocale: 'ES-CR' }).country).toBe(
      'cr',
    );
    expect(resolveCountry({ host: 'mywebsite-ar.localhost', storedLocale: 'es-CO' }).country).toBe(
      'co',
    );
  });

  it('falls back to Brazil, also when the stored locale is not valid', () => {
    expect(resolveCountry({ host: 'localhost:3000' })).toEqual({
      country: 'br',
      source: 'default',
    });
    expect(resolveCountry({ host: '127.0.0.1', storedLocale: 'en-US' })).toEqual({
      country: 'br',
      source: 'default',
    });
    expect(resolveCountry({ host: '' }).country).toBe('br');
  });

  it('does not ask to remember anything that was not forced by loc', () => {
    expect(resolveCountry({ host: 'localhost', storedLocale: 'es-AR' }).remember).toBeUndefined();
  });
});

describe('country helpers', () => {
  it('maps each locale id to its country', () => {
    for (const code of countryCodes) {
      expect(countryFromLocaleId(localeIds[code])).toBe(code);
      expect(countryFromLocaleId(localeIds[code].toUpperCase())).toBe(code);
    }
    expect(countryFromLocaleId('es-ES')).toBeUndefined();
  });

  it('reads the website-XX prefix only at the start of the host', () => {
    expect(countryFromWebsitePrefix('website-ar')).toBe('ar');
    expect(countryFromWebsitePrefix('website-ar:3000')).toBe('ar');
    expect(countryFromWebsitePrefix('website-arg.localhost')).toBeUndefined();
    expect(countryFromWebsitePrefix('www.website-ar.localhost')).toBeUndefined();
  });

  it('normalises hosts: lower case, no port, IPv6 kept in brackets', () => {
    expect(normaliseHost('Website-MX.Localhost:3000')).toBe('website-mx.localhost');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
    expect(normaliseHost('example.com')).toBe('example.com');
  });
});
