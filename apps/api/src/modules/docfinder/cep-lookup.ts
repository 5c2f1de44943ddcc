import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { CepAddress } from '@pulso/contracts/docfinder';
import { placeOfCep } from '@pulso/contracts/docfinder/cep-ranges';
import type { Queryable } from '../../platform/db/database.ts';
import {
  findCommonMunicipalityOfCepPrefix,
  findMunicipalityOfCep,
} from './docfinder-cep.repository.ts';
import { municipalityByCode } from './municipalities.ts';

/**
 * A CEP turned into its municipality (docs/decisions/046, 077), for the search "near a CEP":
 * 1. offline, the directory's own offices: an office with this CEP gives its municipality;
 * 2. when DOCFINDER_CEP_SERVICE_URL is configured and answers within its timeout, that service
 *    (a ViaCEP-style JSON answer with the 7-digit IBGE code `ibge`);
 * 3. offline again, the municipality whose CEP range holds it (the capitals and the demo's
 *    cities, @pulso/contracts/docfinder/cep-ranges);
 * 4. the offices whose CEP shares its first five digits (the division), else four (subsector),
 *    else three (sector): the most common municipality among them.
 * Undefined when none knows it. No network is ever required.
 *
 * And for the address form, what a CEP tells of an address (`addressOf`): the service's street,
 * district and municipality when it answers, else the UF of the CEP's range and the municipality
 * of a known range or of an office with the same CEP or division in that UF.
 */
export interface CepLookup {
  municipalityOf(cep: string): Promise<string | undefined>;
  /** Undefined for a CEP in no UF's range that the service does not know either. */
  addressOf(cep: string): Promise<CepAddress | undefined>;
}

export interface CepServiceSettings {
  /** `https://host/ws/{cep}/json/`: `{cep}` is replaced by the 8 digits. */
  url: string | undefined;
  timeoutMs: number;
}

/** What the CEP service said of a CEP it knows (street and district may be blank). */
interface ServedAddress {
  municipalityCode: string;
  street: string;
  district: string;
}

/** The CEP service's answers, kept for a day (a CEP's municipality rarely changes). */
const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX = 5_000;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function createCepLookup(db: Queryable, service: CepServiceSettings): CepLookup {
  const cache = new Map<string, { address: ServedAddress | undefined; until: number }>();

  async function fromService(digits: string): Promise<ServedAddress | undefined> {
    if (!service.url) return undefined;
    const cached = cache.get(digits);
    if (cached && cached.until > Date.now()) return cached.address;
    let address: ServedAddress | undefined;
    try {
      const response = await fetch(service.url.replace('{cep}', digits), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(service.timeoutMs),
      });
      if (!response.ok) return undefined;
      const body = (await response.json()) as Record<string, unknown>;
      const code = text(body.ibge);
      address = municipalityByCode(code)
        ? { municipalityCode: code, street: text(body.logradouro), district: text(body.bairro) }
        : undefined;
    } catch {
      return undefined; // Unreachable or slow: the offline answer stands.
    }
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(digits, { address, until: Date.now() + CACHE_MS });
    return address;
  }

  const masked = (digits: string) => `${digits.slice(0, 5)}-${digits.slice(5)}`;

  /** The municipality of an office with this very CEP (in `uf`). */
  const fromOffice = (digits: string, uf?: UfCode) => findMunicipalityOfCep(db, masked(digits), uf);

  /** The most common municipality of the offices whose CEP starts with `prefix` (in `uf`). */
  const fromOfficesSharing = (prefix: string, uf?: UfCode) =>
    findCommonMunicipalityOfCepPrefix(db, prefix, uf);

  return {
    async municipalityOf(cep) {
      const digits = cep.replace(/\D/g, '');
      const exact = await fromOffice(digits);
      if (exact) return exact;
      const served = await fromService(digits);
      if (served) return served.municipalityCode;
      const ranged = placeOfCep(digits)?.municipalityCode;
      if (ranged) return ranged;
      // The CEP's division (5 digits), subsector (4), then sector (3): CEPs are assigned by
      // region, so the offices nearest in the numbering are in the same city or beside it.
      for (const length of [5, 4, 3]) {
        const shared = await fromOfficesSharing(digits.slice(0, length));
        if (shared) return shared;
      }
      return undefined;
    },

    async addressOf(cep) {
      const digits = cep.replace(/\D/g, '');
      const served = await fromService(digits);
      if (served) {
        const { uf } = municipalityByCode(served.municipalityCode)!;
        return {
          cep: masked(digits),
          uf,
          municipalityCode: served.municipalityCode,
          ...(served.street && { street: served.street }),
          ...(served.district && { district: served.district }),
          source: 'service',
        };
      }
      const place = placeOfCep(digits);
      if (!place) return undefined;
      // Only what is sure enough to fill a form: a known range, an office with the same CEP or
      // the same division (a town's CEPs share theirs) in the same UF.
      const municipalityCode =
        place.municipalityCode ??
        (await fromOffice(digits, place.uf)) ??
        (await fromOfficesSharing(digits.slice(0, 5), place.uf));
      return {
        cep: masked(digits),
        uf: place.uf,
        ...(municipalityCode && { municipalityCode }),
        source: 'ranges',
      };
    },
  };
}
