import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { DEFAULT_API_KEY, RUNTIME_CONFIG_META } from '@pulso/contracts/http';
import type { CountryRuntime, RuntimeConfig } from '@pulso/contracts/runtime-config';
import { countryLinkNames } from '@pulso/contracts/country-links';

/**
 * Values used when the page carries no `<meta name="pulso-config">` (Vite dev server, tests).
 * Every key and code here is plainly fake.
 */
export function localRuntimeConfig(): RuntimeConfig {
  const countries = Object.fromEntries(
    countryCodes.map((code): [CountryCode, CountryRuntime] => [
      code,
      {
        approvalCode: `DEMO-${code.toUpperCase()}-0000`,
        ...(code === 'mx' ? { regulatoryApprovalCode: 'DEMO-COFEPRIS-0000' } : {}),
        // The embedded provider's default key of each country (see the issue 3 plan).
        idpApiKey: `pulso-${code}`,
        consentKey: '',
        analyticsId: '',
      },
    ]),
  ) as Record<CountryCode, CountryRuntime>;
  return {
    environment: 'development',
    version: 'dev',
    apiBaseUrl: '/api',
    docfinderBaseUrl: '/docfinder/v1',
    idpBaseUrl: '/idp',
    apiKey: DEFAULT_API_KEY,
    configuredHosts: {},
    countries,
    analyticsDefaultId: '',
    consentPolicyRevision: 1,
    identityAdapter: 'embedded',
  };
}

/** The configuration the server wrote into index.html, or local defaults when there is none. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${RUNTIME_CONFIG_META}"]`);
  const raw = meta?.content;
  if (!raw) return localRuntimeConfig();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    console.error('pulso-config is not valid JSON; using local defaults');
    return localRuntimeConfig();
  }
  const problem = runtimeConfigProblem(json);
  if (problem) {
    console.error(
      `pulso-config does not match the runtime-config schema (${problem}); using local defaults`,
    );
    return localRuntimeConfig();
  }
  return json as RuntimeConfig;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCountry = (value: unknown) => countryCodes.includes(value as CountryCode);

/**
 * What in `json` breaks runtimeConfigSchema (contracts), or undefined. Checked by hand rather
 * than with the schema: every page starts here, and zod stays off the first page's script
 * (issue 11). The server's tests check what it writes against the schema itself.
 */
function runtimeConfigProblem(json: unknown): string | undefined {
  if (!isObject(json)) return 'not an object';
  const strings = ['version', 'apiBaseUrl', 'docfinderBaseUrl', 'idpBaseUrl', 'apiKey'];
  const badString = [...strings, 'analyticsDefaultId'].find((key) => typeof json[key] !== 'string');
  if (badString) return badString;
  if (!['development', 'test', 'production'].includes(json.environment as string))
    return 'environment';
  const revision = json.consentPolicyRevision;
  if (!Number.isInteger(revision) || (revision as number) < 1) return 'consentPolicyRevision';
  if (!['embedded', 'gigya'].includes(json.identityAdapter as string)) return 'identityAdapter';
  const { configuredHosts, countries } = json;
  if (!isObject(configuredHosts) || !Object.values(configuredHosts).every(isCountry))
    return 'configuredHosts';
  if (!isObject(countries)) return 'countries';
  for (const [code, country] of Object.entries(countries)) {
    const fits =
      isCountry(code) &&
      isObject(country) &&
      ['approvalCode', 'idpApiKey', 'consentKey', 'analyticsId'].every(
        (key) => typeof country[key] === 'string',
      ) &&
      ['undefined', 'string'].includes(typeof country.regulatoryApprovalCode) &&
      (country.links === undefined ||
        (isObject(country.links) &&
          Object.entries(country.links).every(
            ([name, link]) =>
              (countryLinkNames as readonly string[]).includes(name) && typeof link === 'string',
          )));
    if (!fits) return `countries.${code}`;
  }
  return undefined;
}

/** The CSP nonce the server put in `<meta name="csp-nonce">`, for the style tags Mantine writes. */
export function readCspNonce(doc: Document = document): string | undefined {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return value ? value : undefined;
}
