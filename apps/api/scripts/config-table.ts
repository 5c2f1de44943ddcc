// Prints the configuration variables as a Markdown table, from the same schema the server
// parses (apps/api/src/config.ts). With `--write <file>` it replaces the text between
// `<!-- config:start -->` and `<!-- config:end -->` in that file; with `--check <file>` it exits 1
// when that text is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { configVariables } from '../src/config.ts';

const cell = (value: string) => value.replaceAll('|', '\\|');
const table = [
  '| variable | default | meaning |',
  '|---|---|---|',
  ...configVariables.map(
    (v) =>
      `| \`${v.name}\` | ${v.default === undefined ? '—' : v.default === '' ? '(empty)' : `\`${cell(v.default)}\``} | ${cell(v.meaning).replaceAll('<CC>', '`<CC>`')} |`,
  ),
].join('\n');

const [mode, file] = process.argv.slice(2);
if (!mode) {
  console.log(table);
} else if ((mode === '--write' || mode === '--check') && file) {
  const text = readFileSync(file, 'utf8');
  const block = /(<!-- config:start -->\n)[\s\S]*?(<!-- config:end -->)/;
  if (!block.test(text))
    throw new Error(`${file} has no <!-- config:start --> … <!-- config:end --> block`);
  const updated = text.replace(block, `$1${table}\n$2`);
  if (mode === '--write') writeFileSync(file, updated);
  else if (updated !== text) {
    console.error(`${file}: the configuration table is out of date; run with --write ${file}`);
    process.exit(1);
  }
} else {
  console.error('usage: config-table.ts [--write <file> | --check <file>]');
  process.exit(2);
}
