// The load benchmark's doctors: each an account of the embedded identity provider (one password
// for all, hashed once: scrypt is slow) and a product account with a live session, written with
// the API's own repository functions. Half are Brazilian, a quarter Mexican, the rest spread over
// the other five countries, with a few sets of preferred specialties (the home's rows follow them).
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import { insertMissingAccounts } from '../../apps/api/src/modules/identity/idp/idp.repository.ts';
import { hashPassword } from '../../apps/api/src/modules/identity/idp/password-hash.ts';
import { createSession } from '../../apps/api/src/modules/identity/session/session.ts';
import { insertUser } from '../../apps/api/src/modules/users/users.repository.ts';
import type { Database } from '../../apps/api/src/platform/db/database.ts';

export const LOAD_PASSWORD = 'Carga-de-teste-2026';
const DAY_MS = 24 * 3_600_000;

export interface LoadDoctor {
  uid: string;
  email: string;
  country: CountryCode;
  /** The product session (Bearer). */
  token: string;
  /** The doctor's own client address, sent as X-Forwarded-For (the server trusts the bench). */
  address: string;
  /** The browser's cookies (the anti-forgery pair the API set on a first read)… */
  cookie: string;
  /** …and the token the web client echoes in x-xsrf-token on writes. */
  xsrfToken: string;
}

const others = countryCodes.filter((code) => code !== 'br' && code !== 'mx');
const preferenceSets: SpecialtyArea[][] = [
  ['cardiology', 'oncology'],
  ['cardiology', 'womens-health'],
  ['oncology'],
  ['womens-health', 'hematology'],
];

function countryOf(index: number): CountryCode {
  if (index % 4 < 2) return 'br';
  if (index % 4 === 2) return 'mx';
  return others[Math.floor(index / 4) % others.length]!;
}

/** `10.<a>.<b>.<c>`: a distinct address per doctor. */
const addressOf = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/**
 * Writes the doctors; `cookiesOf` answers a browser's anti-forgery cookies for a doctor (a first
 * read through the API).
 */
export async function createLoadDoctors(
  db: Database,
  count: number,
  cookiesOf: (doctor: Omit<LoadDoctor, 'cookie' | 'xsrfToken'>) => Promise<{
    cookie: string;
    xsrfToken: string;
  }>,
): Promise<LoadDoctor[]> {
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const at = new Date();
  const doctors: LoadDoctor[] = [];
  const identities = Array.from({ length: count }, (_, index) => ({
    uid: `load-${index}`,
    email: `load.${index}@pulso.example`,
    country: countryOf(index),
  }));
  await insertMissingAccounts(
    db,
    identities.map((identity, index) => ({
      ...identity,
      passwordHash,
      firstName: 'Carga',
      lastName: `Teste ${index}`,
      lang: null,
      emailVerified: true,
      isRegistered: true,
      at,
    })),
  );
  for (const [index, identity] of identities.entries()) {
    const { country } = identity;
    const br = country === 'br';
    const userId = await insertUser(db, {
      uid: identity.uid,
      country,
      email: identity.email,
      firstName: 'Carga',
      lastName: `Teste ${index}`,
      treatment: null,
      state: null,
      registerUf: br ? 'SP' : null,
      registerNumber: br ? String(200_000 + index) : null,
      nationalRegistration: null,
      provincialEnrollment: null,
      identityDocument: br ? null : String(200_000 + index),
      rut: null,
      salesRepresentativeCode: null,
      specialty: br ? 'CARDIOLOGIA' : 'Cardiología',
      phone: null,
      registrationType: br ? 'CRM' : 'other',
      category: null,
      preferences: preferenceSets[index % preferenceSets.length]!,
      pushNotifications: false,
      canAccessSpeakerTraining: false,
      roles: [],
      receivePromotional: false,
      language: br ? 'pt-br' : 'es',
      timezone: br ? 'America/Sao_Paulo' : 'America/Mexico_City',
    });
    const session = await createSession(db, { userId, country, ttlMs: DAY_MS });
    const doctor = { ...identity, token: session.token, address: addressOf(index + 1) };
    doctors.push({ ...doctor, ...(await cookiesOf(doctor)) });
  }
  return doctors;
}
