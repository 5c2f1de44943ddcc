import { darken, luminance, type MantineTheme } from '@mantine/core';

/** WCAG 2.2 AA for text under 24 px (18.66 px bold): badges, buttons and their labels. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The contrast ratio of two colours (WCAG 2.2 relative luminance). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * The lightest of a palette's `shades` from `from` on that reads at 4.5:1 on every background,
 * as its variable (`var(--mantine-color-red-9)`); when even the darkest does not (teal, green,
 * lime, yellow, orange on white), the darkest made darker step by step until it does, so that
 * the colour keeps its hue.
 */
function readableShade(
  name: string,
  shades: readonly string[],
  from: number,
  backgrounds: string[],
): { value: string; index?: number } {
  const readable = (colour: string) =>
    backgrounds.every((background) => contrastRatio(colour, background) >= MIN_TEXT_CONTRAST);
  const index = shades.findIndex((shade, at) => at >= from && readable(shade));
  if (index >= 0) return { value: `var(--mantine-color-${name}-${index})`, index };
  const darkest = shades[shades.length - 1]!;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const darker = darken(darkest, amount);
    if (readable(darker)) return { value: darker };
  }
  return { value: '#000000' };
}

/**
 * The light colour scheme's variant colours of every palette, made readable (issue 32, item 12):
 * Mantine's light defaults put white text on shade 6 (`filled`: 2.0–3.7:1 for red, teal, orange…),
 * shade 6 text on white (`outline`: the red "Excluir minha conta" at 3.3:1, the teal "Inscrito"
 * at 2.6:1) and shade 9 on shade 1 (`light`: teal's "Atende por telemedicina" at 4.3:1). Here
 * each is the lightest shade that reaches 4.5:1 against what it is drawn on, including the
 * hover backgrounds, so that a badge or button of any colour is readable wherever it is used.
 */
export function readableColorVariables(theme: MantineTheme): Record<string, string> {
  const white = theme.white;
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = readableShade(name, shades, 6, [white]);
    variables[`--mantine-color-${name}-filled`] = filled.value;
    variables[`--mantine-color-${name}-filled-hover`] =
      filled.index !== undefined && filled.index < shades.length - 1
        ? `var(--mantine-color-${name}-${filled.index + 1})`
        : darken(filled.index === undefined ? filled.value : shades[filled.index]!, 0.1);
    // Text and border on the page, and on the faint tint under the pointer.
    variables[`--mantine-color-${name}-outline`] = readableShade(name, shades, 6, [
      white,
      shades[0]!,
    ]).value;
    // Text on the light background (shade 1) and on its hover (shade 2).
    variables[`--mantine-color-${name}-light-color`] = readableShade(name, shades, 9, [
      shades[1]!,
      shades[2]!,
    ]).value;
  }
  // Form errors and success texts, on white.
  variables['--mantine-color-error'] = 'var(--mantine-color-red-filled)';
  variables['--mantine-color-success'] = 'var(--mantine-color-teal-filled)';
  return variables;
}
