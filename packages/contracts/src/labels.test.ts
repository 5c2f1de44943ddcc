import { describe, expect, it } from 'vitest';
import { countryCodes } from './country.ts';
import {
  identityDocumentLabelKey,
  registrationFieldLabelKey,
  specialtyAreaLabelKey,
  specialtyAreas,
  stateLabelKey,
} from './labels.ts';

describe('label keys', () => {
  it('gives Chile, Mexico and Brazil their own state label and the others the shared one', () => {
    expect(stateLabelKey('cl')).toBe('country.cl.labels.state');
    expect(stateLabelKey('mx')).toBe('country.mx.labels.state');
    expect(stateLabelKey('br')).toBe('country.br.labels.state');
    for (const code of ['ar', 'cr', 'co', 'pe'] as const) {
      expect(stateLabelKey(code)).toBe('country.common.labels.state');
    }
  });

  it('gives Mexico, Brazil, Costa Rica and Peru their own identity-document label', () => {
    for (const code of ['mx', 'br', 'cr', 'pe'] as const) {
      expect(identityDocumentLabelKey(code)).toBe(`country.${code}.labels.identityDocument`);
    }
    for (const code of ['ar', 'cl', 'co'] as const) {
      expect(identityDocumentLabelKey(code)).toBe('country.common.labels.identityDocument');
    }
  });

  it("labels Brazil's UF and CRM fields with the state and identity-document labels", () => {
    expect(registrationFieldLabelKey('UF', 'br')).toBe(stateLabelKey('br'));
    expect(registrationFieldLabelKey('CRM', 'br')).toBe(identityDocumentLabelKey('br'));
    expect(registrationFieldLabelKey('state', 'cl')).toBe('country.cl.labels.state');
    expect(registrationFieldLabelKey('identityDocumentOrMedicalCollegiate', 'pe')).toBe(
      'country.pe.labels.identityDocument',
    );
    expect(registrationFieldLabelKey('RUT', 'cl')).toBe('country.common.labels.rut');
  });

  it('shows women’s health under its own key in Mexico only', () => {
    expect(specialtyAreas).toEqual([
      'cardiology',
      'womens-health',
      'oncology',
      'ophthalmology',
      'hematology',
      'pneumology',
    ]);
    expect(specialtyAreaLabelKey('womens-health', 'mx')).toBe(
      'country.mx.specialtyAreas.womensHealth',
    );
    for (const code of countryCodes.filter((c) => c !== 'mx')) {
      expect(specialtyAreaLabelKey('womens-health', code)).toBe(
        'country.common.specialtyAreas.womensHealth',
      );
    }
    expect(specialtyAreaLabelKey('cardiology', 'mx')).toBe(
      'country.common.specialtyAreas.cardiology',
    );
  });
});
