import { slugify } from '@pulso/contracts/helpers/slug';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { CheckCrmQuery, CheckCrmResponse } from '@pulso/contracts/users';
import type { Queryable } from '../../platform/db/database.ts';
import {
  createEmbeddedRegistry,
  createHttpRegistry,
  type LicenceLookup,
  type LicenceRegistry,
} from './licence-registry.ts';
import { upsertLicences, type LicenceRecord, type UpsertCounts } from './licences.repository.ts';

export interface LicencesServiceOptions {
  db: Queryable;
  /** LICENCE_REGISTRY_URL: an external registry instead of the embedded table. */
  registryUrl?: string | undefined;
  /** For tests of the external registry. */
  fetch?: typeof fetch;
}

/** Brazil's licence (CRM) checks: registration, checkCRM, the authenticator service. */
export function createLicencesService(options: LicencesServiceOptions) {
  const registry: LicenceRegistry = options.registryUrl
    ? createHttpRegistry({ url: options.registryUrl, fetch: options.fetch })
    : createEmbeddedRegistry(options.db);

  return {
    /** A normalised CRM number, in one UF or (without UF) in any: see licence-registry.ts. */
    lookup(registerNumber: string, uf?: UfCode): Promise<LicenceLookup> {
      return registry.lookup(registerNumber, uf);
    },

    /** `GET /api/public/veeva/checkCRM`: valid only for an active licence. */
    async checkCrm(query: CheckCrmQuery): Promise<CheckCrmResponse> {
      const found = await registry.lookup(query.registerNumber, query.registerUf);
      return {
        valid: found.status === 'active',
        status: found.status,
        ...(found.name ? { name: found.name } : {}),
        ...(found.specialty ? { specialty: found.specialty } : {}),
        ...(found.uf ? { registerUf: found.uf } : {}),
        registerNumber: query.registerNumber,
      };
    },
  };
}

/**
 * Whether the registry's holder name is the registrant's, letters compared without accents,
 * case, punctuation or spacing (`JOSÉ  da Silva` is `Jose da Silva`).
 */
export const isHolderNamed = (registryName: string, name: string): boolean =>
  slugify(registryName) === slugify(name);

export type LicencesService = ReturnType<typeof createLicencesService>;

/** Writes licences read from a file (`npm run licences:import`) into the embedded registry. */
export function importLicences(
  db: Queryable,
  records: readonly LicenceRecord[],
): Promise<UpsertCounts> {
  return upsertLicences(db, records, 'import');
}

/** Writes the demo licences (seed). */
export function seedLicences(db: Queryable, records: readonly LicenceRecord[]): Promise<void> {
  return upsertLicences(db, records, 'demo').then(() => undefined);
}
