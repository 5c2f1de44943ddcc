import { and, eq, like, sql } from 'drizzle-orm';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import { docfinderOffices } from '../../db/schema/docfinder.ts';
import type { Queryable } from '../../platform/db/database.ts';

// The CEP look-up's queries of the directory's own offices (cep-lookup.ts, docs/decisions/046).

/** The municipality of an office with this very CEP (`00000-000`), in `uf` when given. */
export async function findMunicipalityOfCep(
  db: Queryable,
  cep: string,
  uf?: UfCode,
): Promise<string | undefined> {
  const o = docfinderOffices;
  const [exact] = await db
    .select({ code: o.municipalityCode })
    .from(o)
    .where(and(eq(o.cep, cep), uf ? eq(o.uf, uf) : undefined))
    .limit(1);
  return exact?.code;
}

/** The most common municipality of the offices whose CEP starts with `prefix` (in `uf`). */
export async function findCommonMunicipalityOfCepPrefix(
  db: Queryable,
  prefix: string,
  uf?: UfCode,
): Promise<string | undefined> {
  const o = docfinderOffices;
  const [shared] = await db
    .select({ code: o.municipalityCode })
    .from(o)
    .where(and(like(o.cep, `${prefix}%`), uf ? eq(o.uf, uf) : undefined))
    .groupBy(o.municipalityCode)
    .orderBy(sql`count(*) desc`, o.municipalityCode)
    .limit(1);
  return shared?.code;
}
