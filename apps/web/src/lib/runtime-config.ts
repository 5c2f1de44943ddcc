import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { DEFAULT_API_KEY, RUNTIME_CONFIG_META } from '@pulso/contracts/http';
import {
  runtimeConfigSchema,
  type CountryRuntime,
  type RuntimeConfig,
} from '@pulso/contracts/runtime-config';

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

/**
 * The configuration the server wrote into index.html, or local defaults when there is none.
 * Outside production it is parsed with the contract's runtimeConfigSchema first, as answers are
 * (decision 066): one that does not fit is logged with every problem and the local defaults are
 * used. Production takes it as the server wrote it (the server's tests check what it writes
 * against the same schema), so that zod stays off the first page's script (issue 11).
 */
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
  if (typeof json !== 'object' || json === null) {
    console.error('pulso-config is not an object; using local defaults');
    return localRuntimeConfig();
  }
  if (!import.meta.env.PROD) {
    const checked = runtimeConfigSchema.safeParse(json);
    if (!checked.success) {
      const problems = checked.error.issues.map(
        (issue) => `${issue.path.map(String).join('.') || '(the object)'}: ${issue.message}`,
      );
      console.error(
        `pulso-config does not match the runtime-config schema (${problems.join('; ')}); using local defaults`,
      );
      return localRuntimeConfig();
    }
  }
  return json as RuntimeConfig;
}

/** The CSP nonce the server put in `<meta name="csp-nonce">`, for the style tags Mantine writes. */
export function readCspNonce(doc: Document = document): string | undefined {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return value ? value : undefined;
}
