import { z } from 'zod';
import { ufCodes, type UfCode } from '@pulso/contracts/brazilian-states';
import { situacoesCrm, crmStatusFromSituacao } from '@pulso/contracts/authenticator';
import { crmStatuses, type CrmStatus } from '@pulso/contracts/users';
import type { Queryable } from '../../platform/db/database.ts';
import { LicenceRegistryUnavailableError } from './licences.errors.ts';
import { findLicences, type LicenceRecord } from './licences.repository.ts';

/** What a registry knows of a CRM number (and UF, when given). */
export interface LicenceLookup {
  status: CrmStatus;
  uf?: UfCode;
  name?: string;
  specialty?: string;
}

export interface LicenceRegistry {
  /** `registerNumber` is normalised (spec §5); `uf` may be absent. */
  lookup(registerNumber: string, uf: UfCode | undefined): Promise<LicenceLookup>;
}

/**
 * Without a UF a number may exist in several states: an active licence is preferred (it is the
 * one that may register), else the first by UF.
 */
function pick(candidates: readonly LicenceRecord[]): LicenceRecord | undefined {
  return candidates.find((licence) => licence.status === 'active') ?? candidates[0];
}

/** The embedded registry: the `licences` table. */
export function createEmbeddedRegistry(db: Queryable): LicenceRegistry {
  return {
    async lookup(registerNumber, uf) {
      const found = pick(await findLicences(db, { registerNumber, uf }));
      if (!found) return { status: 'unknown' };
      return {
        status: found.status,
        uf: found.uf,
        name: found.holderName,
        ...(found.specialty ? { specialty: found.specialty } : {}),
      };
    },
  };
}

/** English statuses, or the authenticator service's Portuguese ones (`ATIVO`, …). */
const externalStatus = z
  .string()
  .trim()
  .transform((value, ctx): CrmStatus => {
    const lower = value.toLowerCase();
    if ((crmStatuses as readonly string[]).includes(lower)) return lower as CrmStatus;
    const upper = value.toUpperCase();
    if ((situacoesCrm as readonly string[]).includes(upper)) {
      return crmStatusFromSituacao(upper as (typeof situacoesCrm)[number]);
    }
    ctx.addIssue({ code: 'custom', message: `unknown licence status "${value.slice(0, 30)}"` });
    return z.NEVER;
  });

const externalAnswer = z.object({
  status: externalStatus,
  name: z.string().trim().min(1).optional().catch(undefined),
  specialty: z.string().trim().min(1).optional().catch(undefined),
  uf: z.string().trim().toUpperCase().pipe(z.enum(ufCodes)).optional().catch(undefined),
});

export interface HttpRegistryOptions {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * An external registry over HTTP: `GET <url>?uf=<UF>&crm=<number>` (no `uf` when not given)
 * answering JSON `{ status, name?, specialty?, uf? }`, where status is active, suspended,
 * cancelled or unknown (or ATIVO, SUSPENSO, CANCELADO, NAO_ENCONTRADO). A 404 means unknown.
 */
export function createHttpRegistry(options: HttpRegistryOptions): LicenceRegistry {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    async lookup(registerNumber, uf) {
      const url = new URL(options.url);
      if (uf) url.searchParams.set('uf', uf);
      url.searchParams.set('crm', registerNumber);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'network error';
        throw new LicenceRegistryUnavailableError(`The registry did not answer (${reason}).`);
      }
      if (response.status === 404) return { status: 'unknown' };
      if (!response.ok) {
        throw new LicenceRegistryUnavailableError(`The registry answered ${response.status}.`);
      }
      const parsed = externalAnswer.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) {
        throw new LicenceRegistryUnavailableError('The registry answered an unreadable body.');
      }
      const { status, name, specialty } = parsed.data;
      const answeredUf = parsed.data.uf ?? uf;
      return {
        status,
        ...(answeredUf ? { uf: answeredUf } : {}),
        ...(name ? { name } : {}),
        ...(specialty ? { specialty } : {}),
      };
    },
  };
}
