import type {
  DocfinderProfile,
  DocfinderResult,
  MyListing,
  Office,
} from '@pulso/contracts/docfinder';
import { DOCFINDER_CONSENT_VERSION } from '@pulso/contracts/docfinder/limits';
import { userProfile } from '../../../testing/fixtures.ts';

export const doctorProfile = userProfile({
  country: 'br',
  firstName: 'Lucas',
  lastName: 'Ferreira Rocha',
  name: 'Lucas Ferreira Rocha',
  email: 'lucas@pulso.example',
  registrationType: 'CRM',
  registerNumber: '045120',
  registerUf: 'MG',
});

export function office(overrides: Partial<Office> = {}): Office {
  return {
    id: '0b8c3f5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
    cep: '30130-010',
    street: 'Avenida Afonso Pena',
    number: '1500',
    complement: 'sala 1203',
    district: 'Centro',
    uf: 'MG',
    municipalityCode: '3106200',
    municipalityName: 'Belo Horizonte',
    phones: ['31987654321'],
    telemedicine: true,
    hours: [
      { day: 'mon', opens: '08:00', closes: '12:00' },
      { day: 'mon', opens: '14:00', closes: '18:00' },
    ],
    location: { lat: -19.9167, lng: -43.9345, precision: 'municipality' },
    ...overrides,
  };
}

export function result(overrides: Partial<DocfinderResult> = {}): DocfinderResult {
  return {
    id: '5d7c1a2b-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    country: 'br',
    name: 'Lucas Ferreira Rocha',
    crm: '045120',
    uf: 'MG',
    specialties: [
      { code: 'cardiologia', name: 'Cardiologia', rqe: '12345' },
      { code: 'clinica-medica', name: 'Clínica Médica', rqe: '6789' },
    ],
    offices: [office({ distanceKm: 12.4 })],
    ...overrides,
  };
}

export function profile(overrides: Partial<DocfinderProfile> = {}): DocfinderProfile {
  return {
    ...result({ offices: [office()] }),
    languages: ['pt', 'en'],
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const municipalitiesOfMg = {
  items: [
    { code: '3106200', name: 'Belo Horizonte', uf: 'MG', lat: -19.9167, lng: -43.9345 },
    { code: '3118601', name: 'Contagem', uf: 'MG', lat: -19.9321, lng: -44.0539 },
  ],
};

export function myListing(overrides: Partial<MyListing> = {}): MyListing {
  return {
    state: 'not-listed',
    eligible: true,
    doctor: { name: 'Lucas Ferreira Rocha', crm: '045120', uf: 'MG' },
    listing: null,
    preview: null,
    ...overrides,
  };
}

export function listedListing(overrides: Partial<MyListing> = {}): MyListing {
  const preview = profile();
  return myListing({
    state: 'listed',
    listing: {
      id: preview.id,
      consentVersion: DOCFINDER_CONSENT_VERSION,
      consentedAt: '2026-11-20T10:00:00.000Z',
      specialties: preview.specialties,
      languages: preview.languages,
      offices: preview.offices,
      licenceStatus: 'active',
    },
    preview,
    ...overrides,
  });
}
