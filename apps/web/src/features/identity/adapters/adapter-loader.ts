import { useMemo } from 'react';
import { useRuntimeConfig } from '../../../lib/config-context.ts';
import { useCountry } from '../../../lib/country/country-context.ts';
import type { IdentityAdapter } from './identity-adapter.ts';

export interface IdentityAdapterLoader {
  /** The provider shows its own screens (Gigya's screen sets) instead of the product's forms. */
  providerScreens: boolean;
  /** The adapter of select-adapter.ts (the same one, kept for the page's life), loaded on use. */
  load: () => Promise<IdentityAdapter>;
}

/**
 * The identity adapter, loaded when it is first used (a submit, the provider's screens): the
 * adapters parse the provider's answers with the contracts' zod schemas, which the login screen's
 * first render does not need (issue 11's page weight of /signin).
 */
export function useIdentityAdapterLoader(): IdentityAdapterLoader {
  const config = useRuntimeConfig();
  const { country, language } = useCountry();
  return useMemo(
    () => ({
      // Only the Gigya adapter has `showScreenSet` (select-adapter.ts).
      providerScreens: config.identityAdapter === 'gigya',
      load: async () =>
        (await import('./select-adapter.ts')).identityAdapterFor(config, country, language),
    }),
    [config, country, language],
  );
}
