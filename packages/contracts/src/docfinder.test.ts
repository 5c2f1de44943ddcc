import { describe, expect, it } from 'vitest';
import {
  DOCFINDER_CONSENT_VERSION,
  docfinderSearchQuerySchema,
  docfinderSpecialties,
  officeRequestSchema,
  optInRequestSchema,
} from './docfinder.ts';

const fields = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('docfinder search query', () => {
  it('reads every filter, near as a point and the default radius', () => {
    expect(
      docfinderSearchQuerySchema.parse({
        specialty: 'cardiologia',
        uf: 'sp',
        municipality: '3550308',
        q: ' Ana ',
        near: '-23.55,-46.63',
        page: '2',
      }),
    ).toEqual({
      specialty: 'cardiologia',
      uf: 'SP',
      municipality: '3550308',
      q: 'Ana',
      near: { lat: -23.55, lng: -46.63 },
      radiusKm: 25,
      page: 2,
    });
    expect(docfinderSearchQuerySchema.parse({ q: '' })).toEqual({ page: 1 });
  });

  it('names the field of a bad near, radius, page, UF, municipality and specialty', () => {
    expect(
      fields(
        docfinderSearchQuerySchema.safeParse({
          near: '91,0',
          radiusKm: '-5',
          page: '-1',
          uf: 'XX',
          specialty: 'astrologia',
        }),
      ),
    ).toEqual([
      'specialty: validation.specialty.invalid',
      'uf: validation.uf.invalid',
      'near: validation.docfinder.near',
      'radiusKm: validation.docfinder.radius',
      'page: validation.docfinder.page',
    ]);
    expect(fields(docfinderSearchQuerySchema.safeParse({ radiusKm: '5' }))).toEqual([
      'radiusKm: validation.docfinder.radiusWithoutNear',
    ]);
    expect(
      fields(docfinderSearchQuerySchema.safeParse({ uf: 'RJ', municipality: '3550308' })),
    ).toEqual(['municipality: validation.docfinder.municipalityOutsideUf']);
    expect(fields(docfinderSearchQuerySchema.safeParse({ near: 'here' }))).toEqual([
      'near: validation.docfinder.near',
    ]);
  });
});

describe('docfinder bodies', () => {
  const office = {
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    uf: 'SP',
    municipalityCode: '3550308',
    phones: ['(11) 98765-4321'],
    telemedicine: true,
    hours: [{ day: 'mon', opens: '08:00', closes: '12:00' }],
  };

  it('masks the CEP and keeps phone digits', () => {
    const parsed = officeRequestSchema.parse(office);
    expect(parsed.cep).toBe('01310-100');
    expect(parsed.phones).toEqual(['11987654321']);
  });

  it('names cep, phones and a municipality outside the UF', () => {
    expect(
      fields(
        officeRequestSchema.safeParse({
          ...office,
          cep: '1310-100',
          phones: ['(11) 18765-4321'],
        }),
      ),
    ).toEqual(['cep: validation.docfinder.cep', 'phones.0: validation.phone.firstDigit']);
    expect(fields(officeRequestSchema.safeParse({ ...office, uf: 'RJ' }))).toEqual([
      'municipalityCode: validation.docfinder.municipalityOutsideUf',
    ]);
  });

  it('requires consent true with the current version; at most two specialties with RQE', () => {
    expect(
      optInRequestSchema.parse({
        consent: true,
        consentVersion: DOCFINDER_CONSENT_VERSION,
        specialties: [{ code: 'pediatria', rqe: '12345' }],
      }),
    ).toEqual({
      consent: true,
      consentVersion: DOCFINDER_CONSENT_VERSION,
      specialties: [{ code: 'pediatria', rqe: '12345' }],
      languages: ['pt'],
    });
    expect(
      fields(
        optInRequestSchema.safeParse({
          consent: false,
          consentVersion: 'old',
          specialties: [{ code: 'pediatria', rqe: 'x' }],
        }),
      ),
    ).toEqual([
      'consent: validation.docfinder.consent',
      'consentVersion: validation.docfinder.consentVersion',
      'specialties.0.rqe: validation.docfinder.rqe',
    ]);
  });

  it('lists the 55 CFM specialties with unique codes', () => {
    expect(docfinderSpecialties).toHaveLength(55);
    expect(new Set(docfinderSpecialties.map((s) => s.code)).size).toBe(55);
  });
});
