import { resolveCountry, type CountryResolution } from '@pulso/contracts/country';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { storageKeys } from '../../config/storage-keys.ts';

/**
 * Spec §1, once at start: `?loc=` (remembered), configured host, `website-XX` prefix, the stored
 * locale, then Brazil.
 */
export function resolveStartupCountry(
  config: Pick<RuntimeConfig, 'configuredHosts'>,
  location: Pick<Location, 'host' | 'search'> = window.location,
  storage: Storage = localStorage,
): CountryResolution {
  const resolution = resolveCountry({
    host: location.host,
    configuredHosts: config.configuredHosts,
    forcedLocale: new URLSearchParams(location.search).get('loc'),
    storedLocale: storage.getItem(storageKeys.locale),
  });
  if (resolution.remember) storage.setItem(storageKeys.locale, resolution.remember);
  return resolution;
}
