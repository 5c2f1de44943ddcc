import { z } from 'zod';
import { countryLinkNames } from './country-links.ts';
import { countryCodeSchema } from './value-schemas.ts';

/** Per-country values that the spec leaves out and configuration supplies (demo defaults are fake). */
export const countryRuntimeSchema = z.object({
  approvalCode: z.string(),
  regulatoryApprovalCode: z.string().optional(),
  /** Identity-provider (Gigya-style) API key of the country. */
  idpApiKey: z.string(),
  /**
   * OneTrust cookie-consent script identifier of the country (with a test suffix outside
   * production); empty: the self-hosted banner.
   */
  consentKey: z.string(),
  /** Tag-manager container identifier of the country's host; empty: the default one. */
  analyticsId: z.string(),
  /** Configured addresses of the profile's external links (COUNTRY_LINKS_<CC>), by link name. */
  links: z.partialRecord(z.enum(countryLinkNames), z.string()).optional(),
});
export type CountryRuntime = z.infer<typeof countryRuntimeSchema>;

/**
 * What the server tells the single-page app at start-up. The server writes it into index.html
 * as `<meta name="pulso-config" content="…json…">` (no inline script, so the CSP stays strict).
 */
export const runtimeConfigSchema = z.object({
  environment: z.enum(['development', 'test', 'production']),
  version: z.string(),
  /** Base addresses; relative paths mean "this host". */
  apiBaseUrl: z.string(),
  docfinderBaseUrl: z.string(),
  idpBaseUrl: z.string(),
  /** Sent as `x-api-key` (a public client key, not a secret). */
  apiKey: z.string(),
  /** Configured host names (no port, lower case) and the country each one serves. */
  configuredHosts: z.record(z.string(), countryCodeSchema),
  countries: z.record(countryCodeSchema, countryRuntimeSchema),
  /** Tag-manager container identifier for hosts not listed; empty: no tag manager. */
  analyticsDefaultId: z.string(),
  /** Cookie-policy revision: a consent given under an older one is asked again. */
  consentPolicyRevision: z.number().int().positive(),
  /** Which identity adapter the web app uses: the embedded provider or SAP CDC (Gigya). */
  identityAdapter: z.enum(['embedded', 'gigya']),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export { RUNTIME_CONFIG_META } from './http.ts';
