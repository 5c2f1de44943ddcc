import { join } from 'node:path';
import { uiLanguages, type UiLanguage } from '@pulso/contracts/country';
import { builtFileLoader } from './index-html.ts';

export type Tree = { [key: string]: unknown };
export type Translate = (key: string) => string | undefined;

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function parseTree(text: string): Tree {
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null ? (value as Tree) : {};
}

/** Each language's translation file of the build, read again when it changes. */
export function translationFileLoaders(
  webDist: string,
): Record<UiLanguage, () => Promise<Tree | undefined>> {
  return Object.fromEntries(
    uiLanguages.map((language) => [
      language,
      builtFileLoader(join(webDist, 'assets', 'i18n', `${language}.json`), parseTree),
    ]),
  ) as Record<UiLanguage, () => Promise<Tree | undefined>>;
}

/**
 * The web app's own translation files (WEB_DIST/assets/i18n), so the server writes the same
 * titles and descriptions as the app: es-MX falls back to es, as in the app.
 */
export function translationsLoader(webDist: string): (language: UiLanguage) => Promise<Translate> {
  const loaders = translationFileLoaders(webDist);
  return async (language) => {
    const own = await loaders[language]();
    const fallback = language === 'es-MX' ? await loaders.es() : undefined;
    return (key) => lookup(own, key) ?? lookup(fallback, key);
  };
}
