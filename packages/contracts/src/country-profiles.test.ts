import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from './country.ts';
import { countryProfileSchema, type CountryProfile } from './country-profile.ts';
import { countryProfiles, countryProfileTextKeys, getCountryProfile } from './country-profiles.ts';

const profiles = countryCodes.map((code) => getCountryProfile(code));

/** The values spec §1, §3 and §9 give, written out here so the test checks them independently. */
const specValues: Record<
  CountryCode,
  Pick<
    CountryProfile,
    'regionalGroup' | 'language' | 'htmlLang' | 'localeId' | 'registerApiLanguage' | 'lastUpdated'
  > & {
    iana: string;
    offset: string;
    fields: CountryProfile['registrationFields'];
  }
> = {
  mx: {
    regionalGroup: 'MEXICO',
    language: 'es-MX',
    htmlLang: 'es-MX',
    localeId: 'es-MX',
    registerApiLanguage: 'es_MX',
    lastUpdated: '03/05/2024',
    iana: 'America/Mexico_City',
    offset: 'UTC-6',
    fields: [
      'treatment',
      'state',
      'identityDocumentOrMedicalCollegiate',
      'salesRepresentativeCode',
    ],
  },
  ar: {
    regionalGroup: 'CONOSUR',
    language: 'es',
    htmlLang: 'es',
    localeId: 'es-AR',
    registerApiLanguage: 'es',
    lastUpdated: '7/7/2023',
    iana: 'America/Argentina/Buenos_Aires',
    offset: 'UTC-3',
    fields: ['state', 'nationalRegistration', 'provincialEnrollment'],
  },
  cl: {
    regionalGroup: 'CONOSUR',
    language: 'es',
    htmlLang: 'es',
    localeId: 'es-CL',
    registerApiLanguage: 'es',
    lastUpdated: '7/7/2023',
    iana: 'America/Santiago',
    offset: 'UTC-3',
    fields: ['state', 'RUT'],
  },
  cr: {
    regionalGroup: 'PACA',
    language: 'es',
    htmlLang: 'es',
    localeId: 'es-CR',
    registerApiLanguage: 'es',
    lastUpdated: '12/7/2024',
    iana: 'America/Costa_Rica',
    offset: 'UTC-6',
    fields: ['identityDocumentOrMedicalCollegiate'],
  },
  co: {
    regionalGroup: 'PACA',
    language: 'es',
    htmlLang: 'es',
    localeId: 'es-CO',
    registerApiLanguage: 'es',
    lastUpdated: '12/7/2024',
    iana: 'America/Bogota',
    offset: 'UTC-5',
    fields: ['identityDocumentOrMedicalCollegiate'],
  },
  pe: {
    regionalGroup: 'PACA',
    language: 'es',
    htmlLang: 'es',
    localeId: 'es-PE',
    registerApiLanguage: 'es',
    lastUpdated: '12/7/2024',
    iana: 'America/Lima',
    offset: 'UTC-5',
    fields: ['identityDocumentOrMedicalCollegiate'],
  },
  br: {
    regionalGroup: 'BRASIL',
    language: 'pt-br',
    htmlLang: 'pt',
    localeId: 'pt-BR',
    registerApiLanguage: 'pt_BR',
    lastUpdated: '07/07/2023',
    iana: 'America/Sao_Paulo',
    offset: 'UTC-3',
    fields: ['UF', 'CRM', 'TermosEPoliticas'],
  },
};

const footerLinks = (profile: CountryProfile) =>
  [
    profile.terms,
    profile.privacy,
    profile.imprint,
    profile.contact,
    profile.corporateSite,
    profile.pharmaceuticals,
    profile.reportSideEffect,
    profile.technicalComplaint,
    profile.andeanFooter?.link,
  ].filter((link) => link !== undefined);

describe('country profiles', () => {
  it('has one profile per country, each valid against the schema and without extra fields', () => {
    expect(Object.keys(countryProfiles).sort()).toEqual([...countryCodes].sort());
    for (const code of countryCodes) {
      const profile = getCountryProfile(code);
      expect(profile.country).toBe(code);
      expect(countryProfileSchema.parse(profile)).toEqual(profile);
    }
  });

  it.each(countryCodes)('uses the values the spec gives for %s', (code) => {
    const profile = getCountryProfile(code);
    const spec = specValues[code];
    expect(profile).toMatchObject({
      regionalGroup: spec.regionalGroup,
      language: spec.language,
      htmlLang: spec.htmlLang,
      localeId: spec.localeId,
      registerApiLanguage: spec.registerApiLanguage,
      lastUpdated: spec.lastUpdated,
      registrationFields: spec.fields,
    });
    expect(profile.timezone.iana).toBe(spec.iana);
    expect(profile.timezone.label).toContain(spec.offset);
  });

  it('uses IANA time zones whose offset matches the spec', () => {
    const offsetAt = (timeZone: string, iso: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
        .formatToParts(new Date(iso))
        .find((part) => part.type === 'timeZoneName')?.value;
    for (const profile of profiles) {
      const expected = specValues[profile.country].offset.replace('UTC', 'GMT');
      // January and July, so daylight saving would show up. Chile is at UTC-3 only in its
      // summer (the spec's value); it moves to UTC-4 in winter.
      const dates =
        profile.country === 'cl'
          ? ['2025-01-15T12:00:00Z']
          : ['2025-01-15T12:00:00Z', '2025-07-15T12:00:00Z'];
      for (const iso of dates) {
        expect(offsetAt(profile.timezone.iana, iso), `${profile.country} ${iso}`).toBe(expected);
      }
    }
  });

  it('brands every site as Pulso with the country short name, banner and QR code', () => {
    for (const profile of profiles) {
      const cc = profile.country;
      expect(profile.appName).toBe('Pulso');
      expect(profile.appShortName).toBe(`Pulso ${cc.toUpperCase()}`);
      expect(profile.bannerImage).toBe(`/assets/img/app-banner-${cc}.svg`);
      expect(profile.qrCodeImage).toBe(`/assets/img/qr-${cc}.svg`);
    }
  });

  it('ships only plainly fake approval codes (configuration supplies the real ones)', () => {
    for (const profile of profiles) {
      expect(profile.approvalCode).toMatch(/^DEMO-/);
    }
    expect(getCountryProfile('mx').regulatoryApprovalCode).toMatch(/^DEMO-/);
    expect(
      profiles
        .filter((profile) => profile.regulatoryApprovalCode !== undefined)
        .map((p) => p.country),
    ).toEqual(['mx']);
  });

  it('has terms and privacy inside the site for Mexico, Argentina and Chile, and the imprint for Mexico only', () => {
    for (const code of ['mx', 'ar', 'cl'] as const) {
      const profile = getCountryProfile(code);
      expect(profile.terms).toMatchObject({ link: '/condiciones-de-uso', newTab: false });
      expect(profile.privacy).toMatchObject({ link: '/politica-de-privacidad', newTab: false });
    }
    expect(getCountryProfile('mx').imprint).toMatchObject({ link: '/imprint', newTab: false });
    expect(profiles.filter((profile) => profile.imprint).map((profile) => profile.country)).toEqual(
      ['mx'],
    );
  });

  it('links to external corporate pages in the other countries, some in a new tab', () => {
    for (const code of ['cr', 'co', 'pe', 'br'] as const) {
      const profile = getCountryProfile(code);
      for (const link of footerLinks(profile)) {
        expect(link.link, `${code} ${link.textKey}`).toMatch(/^(https:|mailto:)/);
      }
    }
    const newTab = footerLinks(getCountryProfile('co')).filter((link) => link.newTab);
    expect(newTab.length).toBeGreaterThan(0);
    expect(getCountryProfile('br').terms.newTab).toBe(false);
  });

  it('gives every link a usable target: a site path or a valid https or mailto URL', () => {
    for (const profile of profiles) {
      for (const link of footerLinks(profile)) {
        if (link.link.startsWith('/')) {
          expect(link.newTab).toBe(false);
          continue;
        }
        expect(link.link).toMatch(
          /^(https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(\/[\w./-]*)?|mailto:[\w.+-]+@[\w-]+(\.[\w-]+)+)$/,
        );
        if (link.link.startsWith('mailto:')) expect(link.newTab).toBe(false);
      }
    }
  });

  it('has the Mexico-only disclaimer for Mexico and the Andean footer for Costa Rica, Colombia and Peru', () => {
    expect(profiles.filter((p) => p.mexicoDisclaimerKey).map((p) => p.country)).toEqual(['mx']);
    expect(profiles.filter((p) => p.andeanFooter).map((p) => p.country)).toEqual([
      'cr',
      'co',
      'pe',
    ]);
    for (const code of ['cr', 'co', 'pe'] as const) {
      const footer = getCountryProfile(code).andeanFooter;
      expect(footer?.link.link).toMatch(/^https:\/\//);
      expect(new Set([footer?.text1Key, footer?.text2Key, footer?.text3Key]).size).toBe(3);
    }
  });

  it('gives every country its own health-professionals-only statement', () => {
    const keys = profiles.map((profile) => profile.regulatoryDisclaimerKey);
    expect(new Set(keys).size).toBe(countryCodes.length);
  });
});

describe('registration specialties', () => {
  const collatorOf = { es: 'es', 'es-MX': 'es-MX', 'pt-br': 'pt-BR' } as const;

  it('has exactly 19 specialties for Mexico', () => {
    expect(getCountryProfile('mx').registrationSpecialties).toHaveLength(19);
  });

  it('has Brazil in upper-case Portuguese, with 30 or more entries', () => {
    const list = getCountryProfile('br').registrationSpecialties;
    expect(list.length).toBeGreaterThanOrEqual(30);
    for (const entry of list) expect(entry).toBe(entry.toLocaleUpperCase('pt-BR'));
    expect(list).toEqual(
      expect.arrayContaining([
        'CARDIOLOGIA',
        'CLÍNICA MÉDICA',
        'GINECOLOGIA E OBSTETRÍCIA',
        'PNEUMOLOGIA',
      ]),
    );
  });

  it('has long lists without duplicates, sorted, with "other" last', () => {
    for (const profile of profiles) {
      const list = profile.registrationSpecialties;
      expect(list.length).toBeGreaterThanOrEqual(19);
      expect(new Set(list).size).toBe(list.length);
      expect(list.at(-1)).toMatch(/^(Otra|OUTRA)/);
      const body = list.slice(0, -1);
      const collator = new Intl.Collator(collatorOf[profile.language]);
      expect(body, profile.country).toEqual([...body].sort(collator.compare));
    }
  });

  it('differs from country to country, in each country wording', () => {
    const lists = profiles.map((profile) => JSON.stringify(profile.registrationSpecialties));
    expect(new Set(lists).size).toBe(countryCodes.length);
    expect(getCountryProfile('ar').registrationSpecialties).toEqual(
      expect.arrayContaining(['Clínica médica', 'Tocoginecología']),
    );
    expect(getCountryProfile('cl').registrationSpecialties).toContain('Enfermedades respiratorias');
    expect(getCountryProfile('mx').registrationSpecialties).toContain('Ginecología y obstetricia');
  });
});

describe('countryProfileTextKeys', () => {
  it('lists every translation key of a profile once', () => {
    const mx = countryProfileTextKeys(getCountryProfile('mx'));
    expect(mx).toEqual(
      expect.arrayContaining([
        'country.mx.disclaimer.mexicoOnly',
        'country.mx.disclaimer.hcpOnly',
        'country.mx.links.imprint',
      ]),
    );
    expect(new Set(mx).size).toBe(mx.length);
    expect(countryProfileTextKeys(getCountryProfile('co'))).toEqual(
      expect.arrayContaining([
        'country.co.andean.text1',
        'country.co.andean.text2',
        'country.co.andean.text3',
        'country.co.andean.link',
      ]),
    );
    expect(
      countryProfileTextKeys(getCountryProfile('br')).some((key) => key.includes('andean')),
    ).toBe(false);
  });
});
