// The doctor finder's benchmark directory: listings with their offices and active licences,
// written straight into the tables (no accounts). Offices sit at municipality points like the
// real ones (offline geocoding), spread as doctors are: São Paulo and Rio de Janeiro weigh most,
// then the other capitals, then every other municipality; specialties are uneven too. Written in
// batches of 5,000 listings, each table's rows of a batch as one JSON parameter read by
// jsonb_to_recordset: one statement of one parameter instead of 1,000-row inserts of 13,000
// parameters (600,000 listings in a few minutes; the tables' statement triggers then see a
// batch at once).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { docfinderSpecialties } from '@pulso/contracts/docfinder';
import type { Database } from '../../apps/api/src/platform/db/database.ts';
import { fictitiousFirstNames } from '../../apps/api/src/modules/docfinder/docfinder.seed.ts';
import { allMunicipalities } from '../../apps/api/src/modules/docfinder/municipalities.ts';
import { specialtyIdsOf } from '../../apps/api/src/modules/docfinder/specialty-ids.ts';

const BATCH = 5_000;

/** A small deterministic generator (mulberry32): the same directory every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks by weight: cumulative weights and a binary search. */
function weighted<T>(items: readonly T[], weightOf: (item: T) => number, next: () => number) {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weightOf(item)));
  return () => {
    const target = next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return items[low]!;
  };
}

const firstNames = [
  ...fictitiousFirstNames,
  'José',
  'Maria',
  'Antônio',
  'Francisca',
  'Carlos',
  'Luiza',
  'Pedro',
  'Helena',
  'Rafael',
];
const surnames = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Cavalcanti',
  'Monteiro',
  'Moura',
];

type Row = Record<string, unknown>;

// Each table's columns written, with their types (jsonb_to_recordset's record definition).
const listingColumns = {
  id: 'uuid',
  country: 'text',
  name: 'text',
  uf: 'text',
  register_number: 'text',
  specialties: 'jsonb',
  specialty_codes: 'text[]',
  languages: 'text[]',
  consent_version: 'text',
  consented_at: 'timestamptz',
};
const licenceColumns = {
  country: 'text',
  uf: 'text',
  register_number: 'text',
  holder_name: 'text',
  status: 'text',
  source: 'text',
};
const officeColumns = {
  listing_id: 'uuid',
  cep: 'text',
  street: 'text',
  number: 'text',
  district: 'text',
  uf: 'text',
  municipality_code: 'text',
  phones: 'text[]',
  telemedicine: 'boolean',
  hours: 'jsonb',
  lat: 'float8',
  lng: 'float8',
  specialty_ids: 'int4[]',
};

/** One INSERT … SELECT of `rows` (keys are the columns) sent as one JSON parameter. */
async function insertRows(
  db: Database,
  table: string,
  rows: Row[],
  columns: Record<string, string>,
): Promise<void> {
  const names = Object.keys(columns).join(', ');
  const record = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.raw(names)})
      select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(record)})`,
  );
}

export interface SeededDirectory {
  listings: number;
  offices: number;
  seedMs: number;
}

export async function seedBenchDirectory(
  db: Database,
  listingCount: number,
): Promise<SeededDirectory> {
  const started = performance.now();
  const next = random(15);
  const municipalities = allMunicipalities();
  const pickMunicipality = weighted(
    municipalities,
    (m) => (m.code === '3550308' ? 700 : m.code === '3304557' ? 300 : m.capital ? 50 : 1),
    next,
  );
  const byUf = new Map<string, (typeof municipalities)[number][]>();
  for (const m of municipalities) byUf.set(m.uf, [...(byUf.get(m.uf) ?? []), m]);
  // Clínica médica, pediatria, cirurgia geral, ginecologia … are the most common (CFM).
  const common = [
    'clinica-medica',
    'pediatria',
    'cirurgia-geral',
    'ginecologia-e-obstetricia',
    'anestesiologia',
    'cardiologia',
    'ortopedia-e-traumatologia',
    'medicina-do-trabalho',
  ];
  const pickSpecialty = weighted(
    docfinderSpecialties.map((s) => s.code),
    (code) => (common.includes(code) ? 12 - common.indexOf(code) : 1),
    next,
  );
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;

  let offices = 0;
  for (let start = 0; start < listingCount; start += BATCH) {
    const listingRows: Row[] = [];
    const officeRows: Row[] = [];
    const licenceRows: Row[] = [];
    const now = new Date().toISOString();
    for (let i = start; i < Math.min(listingCount, start + BATCH); i += 1) {
      const id = randomUUID();
      const home = pickMunicipality();
      const first = pickSpecialty();
      const second = next() < 0.3 ? pickSpecialty() : first;
      const specialties = [
        { code: first, rqe: String(10_000 + i) },
        ...(second !== first ? [{ code: second, rqe: String(200_000 + i) }] : []),
      ];
      const specialtyCodes = specialties.map((s) => s.code);
      const name = `${pick(firstNames)} ${pick(surnames)} ${pick(surnames)}`;
      const registerNumber = String(i + 1).padStart(6, '0');
      listingRows.push({
        id,
        country: 'br',
        name,
        uf: home.uf,
        register_number: registerNumber,
        specialties,
        specialty_codes: specialtyCodes,
        languages: ['pt'],
        consent_version: 'bench',
        consented_at: now,
      });
      // 2 % of the licences are suspended or cancelled: their listings must not be found.
      const roll = next();
      licenceRows.push({
        country: 'br',
        uf: home.uf,
        register_number: registerNumber,
        holder_name: name,
        status: roll < 0.01 ? 'suspended' : roll < 0.02 ? 'cancelled' : 'active',
        source: 'import',
      });
      // Half the doctors have a second office: in the same municipality or elsewhere in the UF.
      const places = next() < 0.5 ? [home, next() < 0.5 ? home : pick(byUf.get(home.uf)!)] : [home];
      for (const place of places) {
        officeRows.push({
          listing_id: id,
          cep: `${String(Math.floor(next() * 99_999)).padStart(5, '0')}-${String(Math.floor(next() * 999)).padStart(3, '0')}`,
          street: 'Rua das Flores',
          number: String(1 + Math.floor(next() * 3000)),
          district: 'Centro',
          uf: place.uf,
          municipality_code: place.code,
          phones: ['1132345678'],
          telemedicine: next() < 0.3,
          hours: [{ day: 'mon', opens: '08:00', closes: '12:00' }],
          lat: place.lat,
          lng: place.lng,
          specialty_ids: specialtyIdsOf(specialtyCodes),
        });
      }
    }
    await insertRows(db, 'docfinder_listings', listingRows, listingColumns);
    await insertRows(db, 'licences', licenceRows, licenceColumns);
    await insertRows(db, 'docfinder_offices', officeRows, officeColumns);
    offices += officeRows.length;
  }
  // As autovacuum leaves a table after a bulk write: statistics for the planner, and the
  // visibility map that lets the index-only scans (the offices' specialties) skip the heap.
  await db.execute(sql`VACUUM ANALYZE`);
  // The 40 s of writes flushed now, not by the checkpointer while the searches are timed.
  await db.execute(sql`CHECKPOINT`);
  return { listings: listingCount, offices, seedMs: performance.now() - started };
}
