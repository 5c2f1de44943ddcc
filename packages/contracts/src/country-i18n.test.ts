import { describe, expect, it } from 'vitest';
import es from '../../../apps/web/public/assets/i18n/es.json' with { type: 'json' };
import esMx from '../../../apps/web/public/assets/i18n/es-MX.json' with { type: 'json' };
import ptBr from '../../../apps/web/public/assets/i18n/pt-br.json' with { type: 'json' };
import { countryCodes, type UiLanguage } from './country.ts';
import { countryProfileTextKeys, getCountryProfile } from './country-profiles.ts';
import {
  identityDocumentLabelKey,
  registrationFieldLabelKey,
  specialtyAreaLabelKey,
  specialtyAreas,
  specialtyLabelKey,
  stateLabelKey,
} from './labels.ts';

/**
 * The texts the profiles and labels point at, as the web app resolves them: from the country's
 * language file, es-MX falling back to es.
 */
const files: Record<UiLanguage, unknown> = { es, 'es-MX': esMx, 'pt-br': ptBr };
const fallback: Partial<Record<UiLanguage, UiLanguage>> = { 'es-MX': 'es' };

function lookup(dictionary: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Record<string, unknown>)[part];
  }, dictionary);
}

function translate(language: UiLanguage, key: string): string | undefined {
  const value = lookup(files[language], key);
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  const next = fallback[language];
  return next ? translate(next, key) : undefined;
}

function text(country: (typeof countryCodes)[number], key: string): string {
  const value = translate(getCountryProfile(country).language, key);
  if (value === undefined) throw new Error(`${country}: no text for ${key}`);
  return value;
}

function leafPaths(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    leafPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('country texts', () => {
  it.each(countryCodes)('resolves every text key of the %s profile in its language', (code) => {
    const profile = getCountryProfile(code);
    const missing = countryProfileTextKeys(profile).filter(
      (key) => translate(profile.language, key) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it.each(countryCodes)('resolves every registration and specialty-area label of %s', (code) => {
    const profile = getCountryProfile(code);
    const keys = [
      ...profile.registrationFields.map((field) => registrationFieldLabelKey(field, code)),
      stateLabelKey(code),
      identityDocumentLabelKey(code),
      specialtyLabelKey,
      ...specialtyAreas.map((area) => specialtyAreaLabelKey(area, code)),
    ];
    expect(keys.filter((key) => translate(profile.language, key) === undefined)).toEqual([]);
  });

  it('shows the spec §3 state labels', () => {
    expect(text('cl', stateLabelKey('cl'))).toBe('Región');
    expect(text('mx', stateLabelKey('mx'))).toBe('Estado de la República');
    expect(text('br', stateLabelKey('br'))).toBe('Estado');
    for (const code of ['ar', 'cr', 'co', 'pe'] as const)
      expect(text(code, stateLabelKey(code))).toBe('Provincia');
  });

  it('shows the spec §3 identity-document labels', () => {
    expect(text('mx', identityDocumentLabelKey('mx'))).toBe('Cédula profesional');
    expect(text('br', identityDocumentLabelKey('br'))).toBe('CRM');
    expect(text('cr', identityDocumentLabelKey('cr'))).toBe('Número de colegiado médico');
    expect(text('pe', identityDocumentLabelKey('pe'))).toBe('Número de colegiatura médica (CMP)');
    for (const code of ['ar', 'cl', 'co'] as const) {
      expect(text(code, identityDocumentLabelKey(code))).toBe('Número de identificación');
    }
  });

  it('shows cardiology as Cardiorrenal everywhere and women’s health as Ginecología in Mexico only', () => {
    for (const code of countryCodes) {
      expect(text(code, specialtyAreaLabelKey('cardiology', code))).toBe('Cardiorrenal');
    }
    expect(text('mx', specialtyAreaLabelKey('womens-health', 'mx'))).toBe('Ginecología');
    expect(text('ar', specialtyAreaLabelKey('womens-health', 'ar'))).toBe('Salud de la mujer');
    expect(text('br', specialtyAreaLabelKey('womens-health', 'br'))).toBe('Saúde da mulher');
  });

  it("gives Mexico's disclaimer its adverse-effect and quality-complaint contacts", () => {
    const profile = getCountryProfile('mx');
    const disclaimer = text('mx', profile.mexicoDisclaimerKey ?? '');
    expect(disclaimer).toMatch(/exclusiva para profesionales de la salud en México/);
    expect(disclaimer).toMatch(/farmacovigilancia\.mx@pulso\.example/);
    expect(disclaimer).toMatch(/quejas de calidad/i);
    expect(disclaimer).toMatch(/800 \d{3} \d{4}/);
    expect(text('mx', profile.regulatoryDisclaimerKey)).toMatch(/profesionales de la salud/);
  });

  it('says in every country that the site is for health professionals only, in its language', () => {
    for (const code of countryCodes) {
      const statement = text(code, getCountryProfile(code).regulatoryDisclaimerKey);
      expect(statement).toMatch(
        code === 'br'
          ? /exclusivamente a profissionais de saúde/
          : /exclusiva(mente)? (a|para) profesionales de la salud/,
      );
    }
  });

  it("gives Brazil's disclaimer adverse-event and technical-complaint reporting links in Portuguese", () => {
    const profile = getCountryProfile('br');
    expect(text('br', profile.regulatoryDisclaimerKey)).toMatch(/evento adverso/);
    expect(text('br', profile.reportSideEffect.textKey)).toBe('Notificar um evento adverso');
    expect(text('br', profile.technicalComplaint.textKey)).toBe('Notificar uma queixa técnica');
  });

  it('gives Costa Rica, Colombia and Peru their own Andean footer texts 1 to 3 and safety link', () => {
    const names = { cr: 'Costa Rica', co: 'Colombia', pe: 'Perú' } as const;
    for (const code of ['cr', 'co', 'pe'] as const) {
      const footer = getCountryProfile(code).andeanFooter;
      if (!footer) throw new Error(`${code} has no Andean footer`);
      expect(text(code, footer.text1Key)).toContain(names[code]);
      expect(text(code, footer.text1Key)).toMatch(/prescribir/);
      expect(text(code, footer.text3Key)).toMatch(/Farmacovigilancia/);
      expect(text(code, footer.link.textKey)).toMatch(/evento adverso/);
    }
  });

  it('keeps the shared texts in step between Spanish and Portuguese', () => {
    expect(leafPaths(lookup(ptBr, 'country.common')).sort()).toEqual(
      leafPaths(lookup(es, 'country.common')).sort(),
    );
  });

  it('keeps Mexico in es-MX and only overrides shared texts that es also has', () => {
    expect(lookup(esMx, 'country.mx')).toBeDefined();
    for (const path of leafPaths(lookup(esMx, 'country.common'))) {
      expect(lookup(es, `country.common.${path}`), path).toEqual(expect.any(String));
    }
    expect(text('mx', 'country.common.clickHere')).toBe('da clic aquí');
    expect(text('ar', 'country.common.clickHere')).toBe('haga clic aquí');
  });
});
