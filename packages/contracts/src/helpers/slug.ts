/**
 * Spec §5 slug: lowercase, strip non-word characters, spaces become hyphens.
 * Accented letters are first split into letter + accent (Unicode NFD), so the accent is the
 * non-word character that is stripped and the letter stays: `Cardiología` → `cardiologia`,
 * `Niño` → `nino`, `Ação` → `acao`. Runs of spaces or hyphens give one hyphen, and no slug
 * starts or ends with one.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
