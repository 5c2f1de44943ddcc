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
});
