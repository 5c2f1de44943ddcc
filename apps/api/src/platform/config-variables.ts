import type { z } from 'zod';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { text } from './env-values.ts';

/**
 * How config.ts declares an environment variable and, in the same call, what the README says
 * about it (`npm run docs:config`), so that the two never drift.
 */
/** What the README says about a variable. */
export interface ConfigVariable {
  name: string;
  default: string | undefined;
  meaning: string;
}

const documented: ConfigVariable[] = [];

/** Every variable the schema declares, in its order (the README's table). */
export const configVariables: readonly ConfigVariable[] = documented;
export const upper = <C extends CountryCode>(code: C) => code.toUpperCase() as Uppercase<C>;
const countryList = countryCodes.map(upper).join(', ');

export function withDefault<S extends z.ZodType>(
  name: string,
  schema: S,
  fallback: string,
  meaning: string,
) {
  documented.push({ name, default: fallback, meaning });
  // Environment values are text: the default is parsed like a value that was set.
  return schema.prefault(fallback as z.input<S>);
}

export function optional<S extends z.ZodType>(
  name: string,
  schema: S,
  meaning: string,
  shownDefault?: string,
) {
  documented.push({ name, default: shownDefault, meaning });
  return schema.optional();
}

/** `APPROVAL_CODE_MX` … `APPROVAL_CODE_BR`, documented once as `APPROVAL_CODE_<CC>`. */
export function perCountry<P extends string, S extends z.ZodType = typeof text>(
  prefix: P,
  fallback: (code: CountryCode) => string,
  meaning: string,
  schema: S = text as unknown as S,
) {
  const shown = fallback('xx' as CountryCode);
  documented.push({
    name: `${prefix}_<CC>`,
    default: shown ? shown.replace(/xx/gi, (m) => (m === 'XX' ? '<CC>' : '<cc>')) : undefined,
    meaning: `${meaning} <CC> is one of ${countryList}.`,
  });
  const entries = countryCodes.map(
    (code) => [`${prefix}_${upper(code)}`, schema.prefault(fallback(code) as z.input<S>)] as const,
  );
  return Object.fromEntries(entries) as {
    [C in CountryCode as `${P}_${Uppercase<C>}`]: z.ZodPrefault<S>;
  };
}
