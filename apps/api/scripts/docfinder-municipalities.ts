/**
 * Generates the doctor finder's municipality points (apps/api/src/modules/docfinder/data/
 * municipality-points.json) from the open dataset kelvins/municipios-brasileiros (MIT):
 *
 *   git clone https://github.com/kelvins/municipios-brasileiros /tmp/municipios
 *   npm run docfinder:municipalities -- /tmp/municipios/csv/municipios.csv
 *
 * The file keys each 7-digit IBGE code to `[lat, lng]` (its seat, 4 decimals), `[lat, lng, 1]`
 * for a state capital. Names are not copied: the API names municipalities from the IBGE list of
 * `@brazilian-utils/brazilian-utils`, which the web uses too; the script refuses a dataset that
 * does not cover every code of that list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';

const out = fileURLToPath(
  new URL('../src/modules/docfinder/data/municipality-points.json', import.meta.url),
);

const path = process.argv[2];
if (!path) {
  console.error('usage: npm run docfinder:municipalities -- path/to/municipios.csv');
  process.exit(2);
}

const lines = readFileSync(path, 'utf8').trim().split(/\r?\n/);
const header = lines[0]?.split(',') ?? [];
const column = (name: string) => {
  const index = header.indexOf(name);
  if (index < 0) throw new Error(`${path}: no column ${name}`);
  return index;
};
const [code, lat, lng, capital] = ['codigo_ibge', 'latitude', 'longitude', 'capital'].map(column);

const points = new Map<string, [number, number] | [number, number, 1]>();
for (const line of lines.slice(1)) {
  // The name column may hold no comma in this dataset, but read only the numeric columns anyway.
  const cells = line.split(',');
  const ibge = cells[code!]!;
  const point: [number, number] = [Number(cells[lat!]), Number(cells[lng!])];
  if (!/^\d{7}$/.test(ibge) || !point.every(Number.isFinite)) {
    throw new Error(`${path}: bad line ${line}`);
  }
  points.set(ibge, cells[capital!] === '1' ? [...point, 1] : point);
}

const missing = getMunicipalities()
  .map((m) => m.code)
  .filter((c) => !points.has(c));
if (missing.length > 0) {
  throw new Error(`${path}: no point for ${missing.length} IBGE codes, e.g. ${missing[0]}`);
}
const known = new Set(getMunicipalities().map((m) => m.code));
const sorted = [...points].filter(([c]) => known.has(c)).sort(([a], [b]) => a.localeCompare(b));
writeFileSync(out, `${JSON.stringify(Object.fromEntries(sorted))}\n`);
console.log(`${sorted.length} municipalities written to ${out}`);
