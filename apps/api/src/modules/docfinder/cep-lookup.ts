import { eq, like, sql } from 'drizzle-orm';
import { docfinderOffices } from '../../db/schema/docfinder.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { municipalityByCode } from './municipalities.ts';

/**
 * A CEP turned into its municipality (docs/decisions/046), for the search "near a CEP":
 * 1. offline, the directory's own offices: an office with this CEP gives its municipality;
 * 2. when DOCFINDER_CEP_SERVICE_URL is configured and answers within its timeout, that service
 *    (a ViaCEP-style JSON answer with the 7-digit IBGE code `ibge`);
 * 3. offline again, the offices whose CEP shares its first five digits (the division), else
 *    four (subsector), else three (sector): the most common municipality among them.
 * Undefined when none knows it. No network is ever required.
 */
export interface CepLookup {
  municipalityOf(cep: string): Promise<string | undefined>;
}

export interface CepServiceSettings {
  /** `https://host/ws/{cep}/json/`: `{cep}` is replaced by the 8 digits. */
  url: string | undefined;
  timeoutMs: number;
}

/** The CEP service's answers, kept for a day (a CEP's municipality rarely changes). */
const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX = 5_000;

export function createCepLookup(db: Queryable, service: CepServiceSettings): CepLookup {
  const cache = new Map<string, { code: string | undefined; until: number }>();

  async function fromService(digits: string): Promise<string | undefined> {
    if (!service.url) return undefined;
    const cached = cache.get(digits);
    if (cached && cached.until > Date.now()) return cached.code;
    let code: string | undefined;
    try {
      const response = await fetch(service.url.replace('{cep}', digits), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(service.timeoutMs),
      });
      if (!response.ok) return undefined;
      const body = (await response.json()) as { ibge?: unknown };
      code = typeof body.ibge === 'string' && municipalityByCode(body.ibge) ? body.ibge : undefined;
    } catch {
      return undefined; // Unreachable or slow: the offline answer stands.
    }
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(digits, { code, until: Date.now() + CACHE_MS });
    return code;
  }

  return {
    async municipalityOf(cep) {
      const digits = cep.replace(/\D/g, '');
      const masked = `${digits.slice(0, 5)}-${digits.slice(5)}`;
      const o = docfinderOffices;
      const [exact] = await db
        .select({ code: o.municipalityCode })
        .from(o)
        .where(eq(o.cep, masked))
        .limit(1);
      if (exact) return exact.code;
      const served = await fromService(digits);
      if (served) return served;
      // The CEP's division (5 digits), subsector (4), then sector (3): CEPs are assigned by
      // region, so the offices nearest in the numbering are in the same city or beside it.
      for (const length of [5, 4, 3]) {
        const [shared] = await db
          .select({ code: o.municipalityCode })
          .from(o)
          .where(like(o.cep, `${digits.slice(0, length)}%`))
          .groupBy(o.municipalityCode)
          .orderBy(sql`count(*) desc`, o.municipalityCode)
          .limit(1);
        if (shared) return shared.code;
      }
      return undefined;
    },
  };
}
