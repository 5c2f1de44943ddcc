/**
 * Titles written before a person's name in Spanish and Portuguese ("Dr.", "Dra.", "Prof.",
 * "Profa.", "Sr.", "Sra."…), with or without their full stop.
 */
const title =
  /^(?:dr|dra|dres|dras|prof|profa|profe|profes|sr|sra|srta|lic|licda|ing|mtro|mtra)\.?$/i;

/**
 * A person's name without the titles before it, for initials: "Dra. Marta Rojas" → "Marta
 * Rojas" (every speaker was shown as "D"). A name made only of titles is kept as it is.
 */
export function nameWithoutTitles(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words.findIndex((word) => !title.test(word));
  return first === -1 ? name.trim() : words.slice(first).join(' ');
}
