import i18next, {
  type BackendModule,
  type i18n as I18n,
  type Resource,
  type ResourceLanguage,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLanguage } from '@pulso/contracts/country';

/**
 * Translations live in /assets/i18n/{es,es-MX,pt-br}.json (spec §7, §9); only the active
 * language is fetched (plus `es` under `es-MX`, whose file holds only the Mexican differences).
 */

/** i18next normalises `pt-br` to `pt-BR`; the file names keep the spec's spelling. */
const i18nextCodeOf = { es: 'es', 'es-MX': 'es-MX', 'pt-br': 'pt-BR' } as const satisfies Record<
  UiLanguage,
  string
>;
const fileOf: Record<string, UiLanguage> = { es: 'es', 'es-mx': 'es-MX', 'pt-br': 'pt-br' };

/** The i18next code of a UI language (to translate one part of a page in another language). */
export function i18nextLanguageOf(language: UiLanguage): string {
  return i18nextCodeOf[language];
}

export function translationUrl(code: string): string {
  const file = fileOf[code.toLowerCase()] ?? 'es';
  return `/assets/i18n/${file}.json`;
}

/**
 * Fetches one language file (a few lines instead of i18next-http-backend, which carried an XHR
 * fallback and options this app does not use). Failures are retried by i18next.
 */
export const fetchTranslationsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    fetch(translationUrl(language), { headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok)
          throw new Error(`${translationUrl(language)} answered ${response.status}`);
        return response.json() as Promise<ResourceLanguage['translation']>;
      })
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error.message : String(error), true),
      );
  },
};

export interface CreateI18nOptions {
  /** Bundled translations (tests); without them the files are fetched over HTTP. */
  resources?: Partial<Record<UiLanguage, ResourceLanguage['translation']>>;
}

export function createI18n(language: UiLanguage, options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  let resources: Resource | undefined;
  if (options.resources) {
    resources = {};
    for (const [file, translation] of Object.entries(options.resources)) {
      resources[i18nextCodeOf[file as UiLanguage]] = { translation };
    }
  } else {
    instance.use(fetchTranslationsBackend);
  }
  instance.use(initReactI18next);
  void instance.init({
    lng: i18nextCodeOf[language],
    fallbackLng: language === 'es-MX' ? ['es'] : false,
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    resources,
    initAsync: !resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
  return instance;
}

/** `Pulso MX | Novedades` — spec §2: the brand, then the page name (shared with the server). */
export { formatPageTitle } from '@pulso/contracts/site-pages';
