// Signed-in users for the benchmarks: a product account and a live session, written with the
// API's own repository functions (no identity provider, no login round trip).
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import { createSession } from '../../apps/api/src/modules/identity/session/session.ts';
import type { Database } from '../../apps/api/src/platform/db/database.ts';
import { findUserByUid, insertUser } from '../../apps/api/src/modules/users/users.repository.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * A doctor of `country` with these preferences (the one written by an earlier run on a kept
 * database, when there is one); answers a new session's token (Bearer).
 */
export async function createBenchUser(
  db: Database,
  country: CountryCode,
  preferences: SpecialtyArea[],
): Promise<string> {
  const earlier = await findUserByUid(db, `bench-${country}`);
  const userId =
    earlier?.id ??
    (await insertUser(db, {
      uid: `bench-${country}`,
      country,
      email: `bench.${country}@pulso.example`,
      firstName: 'Bench',
      lastName: country.toUpperCase(),
      treatment: null,
      state: null,
      registerUf: country === 'br' ? 'SP' : null,
      registerNumber: country === 'br' ? '100001' : null,
      nationalRegistration: null,
      provincialEnrollment: null,
      identityDocument: country === 'br' ? null : '100001',
      rut: null,
      salesRepresentativeCode: null,
      specialty: country === 'br' ? 'CARDIOLOGIA' : 'Cardiología',
      phone: null,
      registrationType: country === 'br' ? 'CRM' : 'other',
      category: null,
      preferences,
      pushNotifications: false,
      canAccessSpeakerTraining: false,
      roles: [],
      receivePromotional: false,
      language: country === 'br' ? 'pt-br' : 'es',
      timezone: country === 'br' ? 'America/Sao_Paulo' : 'America/Mexico_City',
    }));
  const session = await createSession(db, { userId, country, ttlMs: DAY_MS });
  return session.token;
}
