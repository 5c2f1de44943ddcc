import { z } from 'zod';
import { countryCodes, isCountryCode, type CountryCode } from '@pulso/contracts/country';
import { countryLinkNames, type CountryLinkName } from '@pulso/contracts/country-links';

/** Schemas for environment values (text in, typed value out), each with a message for people. */
export const text = z.string().trim().min(1, 'must not be empty');

export const port = z.coerce
  .number({ error: 'must be a whole number from 0 to 65535' })
  .int('must be a whole number from 0 to 65535')
  .min(0, 'must be a whole number from 0 to 65535')
  .max(65_535, 'must be a whole number from 0 to 65535');

export const positiveInteger = z.coerce
  .number({ error: 'must be a whole number above 0' })
  .int('must be a whole number above 0')
  .positive('must be a whole number above 0');

const durationUnits = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
/** `60000`, `60000ms`, `60s`, `1m`, `1h` → milliseconds. */
export const duration = z.string().transform((value, ctx) => {
  const match = /^\s*(\d+)\s*(ms|s|m|h)?\s*$/i.exec(value);
  if (!match?.[1] || Number(match[1]) <= 0) {
    ctx.addIssue({ code: 'custom', message: 'must be a duration such as 60000, 60s, 1m or 1h' });
    return z.NEVER;
  }
  const unit = (match[2]?.toLowerCase() ?? 'ms') as keyof typeof durationUnits;
  return Number(match[1]) * durationUnits[unit];
});

const byteUnits = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 } as const;
/** `5000`, `512KB`, `5MB`, `2GB` (binary multiples) → bytes. */
export const byteSize = z.string().transform((value, ctx) => {
  const match = /^\s*(\d+)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
  if (!match?.[1] || Number(match[1]) <= 0) {
    ctx.addIssue({ code: 'custom', message: 'must be a size such as 5000, 512KB, 5MB or 2GB' });
    return z.NEVER;
  }
  const unit = (match[2]?.toLowerCase() ?? 'b') as keyof typeof byteUnits;
  return Number(match[1]) * byteUnits[unit];
});

/** `pulso.com.mx`, or `website-mx.localhost:4173` (a port 1–65535): no scheme, path or space. */
function isHostWithPort(value: string): boolean {
  const match = /^([^\s/:@]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const port = match[2] === undefined ? undefined : Number(match[2]);
  return port === undefined || (port >= 1 && port <= 65_535);
}

/** `pulso.com.mx=mx,pulso.com.br=br` → `{ 'pulso.com.mx': 'mx', 'pulso.com.br': 'br' }`. */
export const publicHosts = z.string().transform((value, ctx) => {
  const hosts: Record<string, CountryCode> = {};
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [host, code, ...rest] = item.split('=').map((part) => part.trim().toLowerCase());
    if (!host || !isCountryCode(code) || rest.length > 0 || !isHostWithPort(host)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${item}" is not host=country (a host name, with :port only where the site is not on the default one; country one of ${countryCodes.join(', ')})`,
      });
      continue;
    }
    hosts[host] = code;
  }
  return hosts;
});

/** Fastify's `trustProxy`: true/false, a number of hops, or a comma list of addresses/CIDRs. */
export const trustProxy = z.string().transform((value): boolean | number | string[] => {
  const normalised = value.trim().toLowerCase();
  if (normalised === 'true') return true;
  if (normalised === 'false') return false;
  if (/^\d+$/.test(normalised)) return Number(normalised);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
});

export const booleanText = z.stringbool({ error: 'must be true or false' });

/**
 * `contact=https://…,reportSideEffect=mailto:…`: addresses of a country profile's external links
 * (names in `countryLinkNames`), each an https, http or mailto URL.
 */
export const countryLinks = z.string().transform((value, ctx) => {
  const links: Partial<Record<CountryLinkName, string>> = {};
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = item.indexOf('=');
    const name = item.slice(0, at).trim();
    const link = item.slice(at + 1).trim();
    const known = (countryLinkNames as readonly string[]).includes(name);
    if (at < 1 || !known || !/^(https?:\/\/[^\s,]+|mailto:[^\s,@]+@[^\s,]+)$/i.test(link)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${item}" is not name=URL (name one of ${countryLinkNames.join(', ')}; an https, http or mailto address)`,
      });
      continue;
    }
    links[name as CountryLinkName] = link;
  }
  return links;
});

/** A secret given as base64 (Gigya's form), at least `bytes` bytes once decoded. */
export const base64SecretOf = (bytes: number) =>
  text
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
    .refine(
      (value) => Buffer.from(value, 'base64').length >= bytes,
      `must decode to ${bytes} bytes or more`,
    );
export const base64Secret = base64SecretOf(16);

/** `https://a.example,http://localhost:5173` → the origins, each scheme://host[:port] only. */
export const corsOrigins = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let origin: string | undefined;
    try {
      origin = new URL(item).origin;
    } catch {
      origin = undefined;
    }
    if (!origin || origin === 'null' || origin !== item.replace(/\/$/, '')) {
      ctx.addIssue({
        code: 'custom',
        message: `"${item}" is not an origin (scheme://host[:port], e.g. https://clinica.example)`,
      });
      continue;
    }
    origins.push(origin);
  }
  return origins;
});

/**
 * Host names, comma separated; `*.example.com` stands for any subdomain of example.com (not
 * example.com itself). Lower-cased; a port or a scheme is refused.
 */
export const hostPatterns = z.string().transform((value, ctx) => {
  const hosts: string[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)) {
    if (!/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(item)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${item}" is not a host name or *.domain (e.g. fcm.googleapis.com, *.notify.windows.com)`,
      });
      continue;
    }
    hosts.push(item);
  }
  return hosts;
});

/** A base64url text (no padding) of exactly `bytes` bytes once decoded. */
export const base64UrlOf = (bytes: number) =>
  text.refine(
    (value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
    `must be base64url (no padding) of ${bytes} bytes`,
  );
