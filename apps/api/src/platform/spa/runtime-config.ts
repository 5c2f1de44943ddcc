import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import type { CountryRuntime, RuntimeConfig } from '@pulso/contracts/runtime-config';
import type { Config } from '../../config.ts';

/** What the web app learns at start-up (docs/decisions/003); the same for every request. */
export function buildRuntimeConfig(config: Config): RuntimeConfig {
  const testSuffix = config.environment === 'production' ? '' : '-test';
  const countries = Object.fromEntries(
    countryCodes.map((code): [CountryCode, CountryRuntime] => {
      const values = config.countries[code];
      return [
        code,
        {
          approvalCode: values.approvalCode,
          ...(values.regulatoryApprovalCode
            ? { regulatoryApprovalCode: values.regulatoryApprovalCode }
            : {}),
          idpApiKey: values.idpApiKey,
          consentKey: values.consentKey ? `${values.consentKey}${testSuffix}` : '',
          analyticsId: values.analyticsId,
          ...(Object.keys(values.links).length ? { links: values.links } : {}),
        },
      ];
    }),
  ) as Record<CountryCode, CountryRuntime>;
  return {
    environment: config.environment,
    version: config.version,
    apiBaseUrl: '/api',
    docfinderBaseUrl: '/docfinder/v1',
    idpBaseUrl: '/idp',
    apiKey: config.apiKey,
    configuredHosts: { ...config.publicHosts },
    countries,
    analyticsDefaultId: config.analyticsDefaultId,
    consentPolicyRevision: config.consentPolicyRevision,
    identityAdapter: config.identity.kind,
  };
}
