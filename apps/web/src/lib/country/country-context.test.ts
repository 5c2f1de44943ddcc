import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { getCountryProfile } from '@pulso/contracts/country-profiles';
import type { CountryRuntime } from '@pulso/contracts/runtime-config';
import { createCountryContextValue } from './country-context.ts';

const runtime: CountryRuntime = {
  approvalCode: 'BR-APPROVAL-1',
  idpApiKey: 'pulso-br',
  consentKey: 'consent-br',
  analyticsId: 'GTM-BR',
};

/** Runtime values of every country, `country`'s with `links`. */
function countriesWith(country: CountryCode, links?: CountryRuntime['links']) {
  const countries = Object.fromEntries(countryCodes.map((code) => [code, runtime]));
  return { countries: { ...countries, [country]: { ...runtime, links } } } as {
    countries: Record<CountryCode, CountryRuntime>;
  };
}

describe('the country profile of a visit', () => {
  it('keeps the profile links when configuration names none', () => {
    const { profile } = createCountryContextValue('br', countriesWith('br'));
    expect(profile.contact).toEqual(getCountryProfile('br').contact);
    expect(profile.approvalCode).toBe('BR-APPROVAL-1');
  });

  it('takes the configured addresses of its external links, texts and new-tab flags kept', () => {
    const { profile } = createCountryContextValue(
      'co',
      countriesWith('co', {
        contact: 'https://pulso.com.co/contacto',
        reportSideEffect: 'https://pulso.com.co/farmacovigilancia',
      }),
    );
    const base = getCountryProfile('co');
    expect(profile.contact).toEqual({ ...base.contact, link: 'https://pulso.com.co/contacto' });
    expect(profile.reportSideEffect.link).toBe('https://pulso.com.co/farmacovigilancia');
    // The Andean footer's safety link is the same channel.
    expect(profile.andeanFooter?.link.link).toBe('https://pulso.com.co/farmacovigilancia');
    expect(profile.privacy).toEqual(base.privacy);
  });
});
