import { createContext, use, useMemo, type ReactNode } from 'react';
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
 * context (decision 065). Suspends until the language file has loaded; a new language draws the
 * app again with a new `t` (react-i18next's `bindI18n`, as each component's hook did).
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const translation = useI18nextTranslation();
  const value = useMemo(() => rememberingTexts(translation), [translation]);
  return <TranslationContext value={value}>{children}</TranslationContext>;
}

/** Texts kept per `t` (per language); past this many, the memory starts again. */
const MAX_REMEMBERED_TEXTS = 2000;

/**
 * `translation` whose `t` remembers the texts it made: i18next makes each text anew (about a
 * hundred function calls: the key's parts, the lookup, the interpolation), and a home asks the
 * same few dozen texts hundreds of times (every card's tag and duration, every row's labels).
 * Only a key with options of plain values (`{ count: 3 }`, `{ title }`), or none, is remembered;
 * anything else (`lng`, a default value as second argument, objects) goes to i18next each time.
 * A new language gives a new `t`, and with it an empty memory.
 */
function rememberingTexts(translation: Translation): Translation {
  const original = translation.t as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, string>();
  const t = ((...args: unknown[]) => {
    const id = args.length <= 2 ? textId(args[0], args[1]) : undefined;
    if (id === undefined) return original(...args);
    const known = texts.get(id);
    if (known !== undefined) return known;
    const text = original(...args);
    if (typeof text === 'string') {
      if (texts.size >= MAX_REMEMBERED_TEXTS) texts.clear();
      texts.set(id, text);
    }
    return text;
  }) as unknown as Translation['t'];
  return Object.assign([t, translation.i18n, translation.ready], {
    t,
    i18n: translation.i18n,
    ready: translation.ready,
  }) as Translation;
}

/** The memory's key for `t(key, options)`, or undefined when the call is not to be remembered. */
function textId(key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || 'lng' in options) return undefined;
  for (const value of Object.values(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
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
