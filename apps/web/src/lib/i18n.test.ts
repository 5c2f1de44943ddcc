import { describe, expect, it, vi } from 'vitest';
import { alerts } from '@pulso/contracts/alerts';
import { limitProblemCodes } from '@pulso/contracts/problem/limit-codes';
import { validationMessages } from '@pulso/contracts/validation';
import { translations } from '../testing/translations.ts';
import { createI18n, formatPageTitle, translationUrl } from './i18n.ts';

describe('translations', () => {
  it('uses Mexican wording where it differs and falls back to es elsewhere', () => {
    const i18n = createI18n('es-MX', { resources: translations });
    expect(i18n.t('nav.signin')).toBe('Iniciar sesión');
    expect(i18n.t('nav.events')).toBe('Eventos');
    expect(i18n.t('legal.retry')).toBe('Reintentar');
  });

  it('does not fall back from Portuguese to Spanish', () => {
    const i18n = createI18n('pt-br', { resources: translations });
    expect(i18n.t('nav.signin')).toBe('Entrar');
  });

  it('names the files as they are served', () => {
    expect(translationUrl('pt-BR')).toBe('/assets/i18n/pt-br.json');
    expect(translationUrl('es-MX')).toBe('/assets/i18n/es-MX.json');
    expect(translationUrl('es')).toBe('/assets/i18n/es.json');
  });

  it('loads only the active language over HTTP', async () => {
    const fetchMock = vi.fn(
      async (url: string) =>
        new Response(
          JSON.stringify(url.endsWith('pt-br.json') ? { nav: { home: 'Início' } } : {}),
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const i18n = createI18n('pt-br');
    await vi.waitFor(() =>
      expect(i18n.isInitialized && i18n.hasLoadedNamespace('translation')).toBe(true),
    );
    expect(i18n.t('nav.home')).toBe('Início');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/assets/i18n/pt-br.json']);
  });

  it('loads es under es-MX, for the wording Mexico shares', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const i18n = createI18n('es-MX');
    await vi.waitFor(() => expect(i18n.isInitialized).toBe(true));
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/assets/i18n/es-MX.json',
      '/assets/i18n/es.json',
    ]);
  });

  it('formats page titles as brand, then page name', () => {
    expect(formatPageTitle('Pulso', 'Novedades')).toBe('Pulso | Novedades');
    expect(formatPageTitle('Pulso')).toBe('Pulso');
  });
});

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}
const webSections = (file: Tree) =>
  keys(
    Object.fromEntries(Object.entries(file).filter(([section]) => section !== 'country')) as Tree,
  );

describe('translation files', () => {
  it('give Portuguese every text Spanish has', () => {
    expect(webSections(translations['pt-br'] as Tree).sort()).toEqual(
      webSections(translations.es as Tree).sort(),
    );
  });

  it('only override texts in es-MX that exist in es', () => {
    const es = new Set(webSections(translations.es as Tree));
    expect(webSections(translations['es-MX'] as Tree).filter((key) => !es.has(key))).toEqual([]);
  });
});

describe('texts of the contracts', () => {
  const lookup = (file: unknown, key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node !== null && typeof node === 'object'
            ? (node as Record<string, unknown>)[part]
            : undefined,
        file,
      );
  const keys = [...Object.values(validationMessages), ...Object.values(alerts).map((a) => a.key)];

  it.each(['es', 'es-MX', 'pt-br'] as const)(
    'gives %s its own text for every validation message and spec §8 alert',
    (language) => {
      const missing = keys.filter((key) => {
        const text = lookup(translations[language], key);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing).toEqual([]);
    },
  );

  it.each(['es', 'es-MX', 'pt-br'] as const)(
    "says in %s what a rate limit's 429 means, by its code (decision 071)",
    (language) => {
      const i18n = createI18n(language, { resources: translations });
      for (const code of Object.values(limitProblemCodes))
        expect(i18n.exists(`errors.codes.${code}`), code).toBe(true);
    },
  );

  it('translates the alerts rather than showing the English originals', () => {
    const i18n = createI18n('pt-br', { resources: translations });
    expect(i18n.t(alerts.cannotCreateAccount.key)).toBe('Não foi possível criar a conta');
    expect(createI18n('es', { resources: translations }).t(alerts.gigyaLoginData.key)).toBe(
      'Error al leer los datos de inicio de sesión',
    );
  });
});
