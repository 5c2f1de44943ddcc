import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { DEFAULT_API_KEY } from '@pulso/contracts/http';
import {
  RUNTIME_CONFIG_META,
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
        consentKey: `demo-consent-${code}-test`,
        analyticsId: `GTM-DEMO${code.toUpperCase()}`,
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
    analyticsDefaultId: 'GTM-DEMO',
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
  const parsed = runtimeConfigSchema.safeParse(json);
  if (!parsed.success) {
    console.error(
      'pulso-config does not match the runtime-config schema; using local defaults',
      parsed.error.issues,
    );
    return localRuntimeConfig();
  }
  return parsed.data;
}

/** The CSP nonce the server put in `<meta name="csp-nonce">`, for the style tags Mantine writes. */
export function readCspNonce(doc: Document = document): string | undefined {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return value ? value : undefined;
}
