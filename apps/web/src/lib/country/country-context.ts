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
import { countryLinkNames, type CountryLinkName } from '@pulso/contracts/country-links';
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

/**
 * The profile with the addresses configuration gives its external links (COUNTRY_LINKS_<CC>);
 * the configured side-effect channel is the Andean footer's safety link too.
 */
function withConfiguredLinks(
  profile: CountryProfile,
  links: Partial<Record<CountryLinkName, string>>,
): CountryProfile {
  const configured = { ...profile };
  for (const name of countryLinkNames) {
    const link = links[name];
    if (link) configured[name] = { ...profile[name], link };
  }
  const safety = links.reportSideEffect;
  if (safety && profile.andeanFooter)
    configured.andeanFooter = {
      ...profile.andeanFooter,
      link: { ...profile.andeanFooter.link, link: safety },
    };
  return configured;
}

export function createCountryContextValue(
  country: CountryCode,
  config: Pick<RuntimeConfig, 'countries'>,
  source: CountrySource = 'default',
): CountryContextValue {
  const base = getCountryProfile(country);
  const runtime = config.countries[country];
  const profile: CountryProfile = withConfiguredLinks(
    {
      ...base,
      approvalCode: runtime?.approvalCode ?? base.approvalCode,
      regulatoryApprovalCode: runtime?.regulatoryApprovalCode ?? base.regulatoryApprovalCode,
    },
    runtime?.links ?? {},
  );
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
