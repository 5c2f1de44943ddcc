import type { SpecialtyArea } from '@pulso/contracts/labels';

/**
 * Word stems of the registration specialties (every country's wording, spec §3) that belong to a
 * content specialty area. Surgery of the heart counts as cardiology; breast care as women's
 * health.
 */
const stems: readonly [RegExp, SpecialtyArea][] = [
  [/cardio|nefrolog/, 'cardiology'],
  [/ginecolog|obstetric|tocoginecolog|mastolog/, 'womens-health'],
  [/oncolog/, 'oncology'],
  [/oftalmolog|retin/, 'ophthalmology'],
  [/hematolog|hemoterap/, 'hematology'],
  [/neumolog|neumonolog|pneumolog|pulmon/, 'pneumology'],
];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The content area of a registration specialty (`Cardiología` → cardiology,
 * `GINECOLOGIA E OBSTETRÍCIA` → womens-health), or undefined when it has none (`Medicina general`).
 */
export function specialtyAreaOf(specialty: string): SpecialtyArea | undefined {
  const text = plain(specialty);
  return stems.find(([stem]) => stem.test(text))?.[1];
}
