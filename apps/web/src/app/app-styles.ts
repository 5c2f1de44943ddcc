/**
 * Mantine's styles of the screens other than the landing, the legal pages and the login
 * (mantine-styles-more.ts), loaded with those screens' code. Named by a glob so that the build's
 * manifest key of the module comes from this same string (route-modules.ts).
 */
const styles = import.meta.glob('./mantine-styles-more.ts');
export const APP_STYLES_FILE = './mantine-styles-more.ts';

export function loadAppStyles(): Promise<unknown> {
  return styles[APP_STYLES_FILE]!();
}

/**
 * `load` with the app's Mantine styles asked first (lazy routes, lazy components), so that their
 * stylesheet comes before the screen's own, which may override Mantine's.
 */
export function withAppStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const appStyles = loadAppStyles();
    const module = await load();
    await appStyles;
    return module;
  };
}
