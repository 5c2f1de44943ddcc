import { createContext, useContext } from 'react';
import {
  htmlLangOf,
  localeIds,
  regionalGroupOf,
  uiLanguageOf,
  type CountryCode,
  type CountrySource,
  type LocaleId,
  type RegionalGroup,
  type UiLanguage,
} from '@pulso/contracts/country';
import type { CountryProfile } from '@pulso/contracts/country-profile';
import { getCountryProfile } from '@pulso/contracts/country-profiles';
import type { CountryRuntime, RuntimeConfig } from '@pulso/contracts/runtime-config';

/** The country of this visit, set once at start-up (ARCHITECTURE "Web app"). */
export interface CountryContextValue {
  country: CountryCode;
  /** How the country was chosen (for diagnostics). */
  source: CountrySource;
  /** The country profile with the configured approval codes applied. */
  profile: CountryProfile;
  language: UiLanguage;
  htmlLang: string;
  localeId: LocaleId;
  regionalGroup: RegionalGroup;
  /** Configured values the spec leaves out (identity key, consent key, analytics id). */
  runtime: CountryRuntime | undefined;
}

export function createCountryContextValue(
  country: CountryCode,
  config: Pick<RuntimeConfig, 'countries'>,
  source: CountrySource = 'default',
): CountryContextValue {
  const base = getCountryProfile(country);
  const runtime = config.countries[country];
  const profile: CountryProfile = {
    ...base,
    approvalCode: runtime?.approvalCode ?? base.approvalCode,
    regulatoryApprovalCode: runtime?.regulatoryApprovalCode ?? base.regulatoryApprovalCode,
  };
  return {
    country,
    source,
    profile,
    language: uiLanguageOf[country],
    htmlLang: htmlLangOf[country],
    localeId: localeIds[country],
    regionalGroup: regionalGroupOf[country],
    runtime,
  };
}

export const CountryContext = createContext<CountryContextValue | null>(null);

export function useCountry(): CountryContextValue {
  const value = useContext(CountryContext);
  if (!value) throw new Error('useCountry() outside <CountryContext>');
  return value;
}
