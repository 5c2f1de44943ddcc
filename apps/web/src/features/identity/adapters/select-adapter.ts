import type { CountryCode, UiLanguage } from '@pulso/contracts/country';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { useRuntimeConfig } from '../../../lib/config-context.ts';
import { useCountry } from '../../../lib/country/country-context.ts';
import { createEmbeddedAdapter } from './embedded-adapter.ts';
import { createGigyaAdapter } from './gigya-adapter.ts';
import type { IdentityAdapter } from './identity-adapter.ts';

/** The provider's language code for a UI language: `es`, `es-mx`, `pt-br`. */
export const identityLanguageOf = (language: UiLanguage): string => language.toLowerCase();

const adapters = new Map<string, IdentityAdapter>();

/**
 * The adapter runtime configuration selects (`identityAdapter`), for the country's key. One per
 * configuration, so the provider session it keeps (and Gigya's SDK) lives as long as the page.
 */
export function identityAdapterFor(
  config: Pick<RuntimeConfig, 'identityAdapter' | 'idpBaseUrl' | 'countries'>,
  country: CountryCode,
  language: UiLanguage,
): IdentityAdapter {
  const apiKey = config.countries[country]?.idpApiKey ?? `pulso-${country}`;
  const lang = identityLanguageOf(language);
  const id = [config.identityAdapter, config.idpBaseUrl, apiKey, lang].join('|');
  let adapter = adapters.get(id);
  if (!adapter) {
    adapter =
      config.identityAdapter === 'gigya'
        ? createGigyaAdapter({ apiKey, lang })
        : createEmbeddedAdapter({ baseUrl: config.idpBaseUrl, apiKey, lang });
    adapters.set(id, adapter);
  }
  return adapter;
}

export function useIdentityAdapter(): IdentityAdapter {
  const config = useRuntimeConfig();
  const { country, language } = useCountry();
  return identityAdapterFor(config, country, language);
}

/** Tests only: forget the adapters (and the provider sessions they keep). */
export function resetIdentityAdapters(): void {
  adapters.clear();
}
