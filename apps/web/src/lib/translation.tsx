import { createContext, use, type ReactNode } from 'react';
/* eslint-disable no-restricted-imports -- the one place that asks react-i18next for the app's
   translation (see useTranslation below) */
import {
  useTranslation as useI18nextTranslation,
  type UseTranslationResponse,
} from 'react-i18next';
/* eslint-enable no-restricted-imports */

/** What `useTranslation()` gives: `t` (the active language's) and the i18next instance. */
export type Translation = UseTranslationResponse<'translation', undefined>;

const TranslationContext = createContext<Translation | null>(null);

/**
 * Asks react-i18next once for the whole app, and hands its answer to every component through
 * context (decision 065). Suspends until the language file has loaded; a new language, or a
 * translation added to the store, draws the app again with a new `t`.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const translation = useI18nextTranslation();
  return <TranslationContext value={translation}>{children}</TranslationContext>;
}

/**
 * The app's translation: `const { t } = useTranslation()`, as react-i18next's hook, but read from
 * context. Each of react-i18next's hooks subscribes to the instance's events and builds its own
 * `t` and state (a dozen hooks); a signed-in home draws ~70 cards with two of them each, ~10 % of
 * its first drawing on a phone (issue 11). A part of a page in another language (a legal document
 * in its own language) asks react-i18next itself, with `lng`.
 */
export function useTranslation(): Translation {
  const translation = use(TranslationContext);
  if (!translation) throw new Error('useTranslation() is used outside <AppProviders>');
  return translation;
}
