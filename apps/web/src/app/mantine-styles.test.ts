import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const mantineStyles = join(import.meta.dirname, '../../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

/** Every name the app's source `files` import from @mantine/core. */
function mantineImports(files: string[] = sourceFiles(src)): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@mantine\/core'/g,
    ))
      for (const part of match[1]!.split(','))
        names.add(
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
        );
  }
  return names;
}

function unlisted(names: Set<string>, ...lists: string[]): string[] {
  const listed = lists
    .map((list) => readFileSync(join(import.meta.dirname, list), 'utf8'))
    .join('\n');
  return [...names].filter(
    (name) =>
      existsSync(join(mantineStyles, `${name}.css`)) &&
      !listed.includes(`'@mantine/core/styles/${name}.css'`),
  );
}

describe('Mantine styles (per component instead of the whole styles.css)', () => {
  it('loads the styles of every Mantine component the app uses', () => {
    expect(unlisted(mantineImports(), 'mantine-styles.ts', 'mantine-styles-more.ts')).toEqual([]);
  });

  it('has the styles of the login screen set in the first stylesheet', () => {
    // screen-set-host.tsx loads the login without mantine-styles-more.ts (issue 11: /signin).
    const files = [
      'features/identity/pages/signin-page.tsx', // an `entry` page (router.tsx)
      'features/identity/pages/email-confirmation.tsx',
      'features/identity/components/screen-sets.tsx',
      'features/identity/components/login-screen.tsx',
      'features/identity/components/screen-set-content.tsx',
      'features/identity/components/screen-set-modal.tsx',
      'features/identity/components/alert-dialog.tsx',
      'features/identity/components/provider-screen.tsx',
      'components/ui/smart-link.tsx',
    ].map((file) => join(src, file));
    expect(unlisted(mantineImports(files), 'mantine-styles.ts')).toEqual([]);
  });

  it('has the styles of the shell, landing and legal pages in the first stylesheet', () => {
    // These render without mantine-styles-more.ts (app-styles.ts, issue 11's page weight), but
    // for the account menu, which is lazy and loads it (site-header.tsx).
    const lazyWithStyles = [join(src, 'app/layout/user-menu.tsx')];
    const files = ['app/layout', 'app/shell', 'app/routes', 'features/legal']
      .flatMap((dir) => sourceFiles(join(src, dir)))
      .concat(
        [
          'pages/landing-page.tsx',
          'components/landing-showcase.tsx',
          'components/offer-icon.tsx',
        ].map((file) => join(src, 'features/content', file)),
      )
      .filter((file) => !lazyWithStyles.includes(file));
    expect(unlisted(mantineImports(files), 'mantine-styles.ts')).toEqual([]);
  });
});

describe('Modals in the production build (vite.config.ts, modalWithoutScrollArea)', () => {
  it('pass no scrollAreaComponent: their ModalRoot compares it with a stand-in of ScrollArea', () => {
    const passing = sourceFiles(src).filter(
      (file) =>
        !file.endsWith('modal-scroll-area.ts') &&
        readFileSync(file, 'utf8').includes('scrollAreaComponent'),
    );
    expect(passing).toEqual([]);
  });
});
