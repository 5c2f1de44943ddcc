import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST, contrastRatio } from './readable-colors.ts';
import { theme } from './theme.ts';
import { themeVariables } from './theme-variables.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

/** A light-scheme variable's colour, following `var(--…)` to the theme's shades. */
function colourOf(name: string): string {
  const { variables, light } = themeVariables();
  const value = light[name as keyof typeof light] ?? variables[name as keyof typeof variables];
  if (value === undefined) throw new Error(`No variable ${name}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (reference) return colourOf(reference[1]!);
  const shade = /^--mantine-color-(\w+)-(\d)$/.exec(name);
  return shade ? merged.colors[shade[1]!]![Number(shade[2])]! : value;
}

/** What each badge or button variant draws its text on, in the light scheme. */
const pairs = (colour: string): [string, string, string][] => [
  ['filled: white on', `--mantine-color-${colour}-filled`, '#ffffff'],
  ['filled, pointer over: white on', `--mantine-color-${colour}-filled-hover`, '#ffffff'],
  ['outline: on white', `--mantine-color-${colour}-outline`, '#ffffff'],
  [
    'light: on its background',
    `--mantine-color-${colour}-light-color`,
    `--mantine-color-${colour}-light`,
  ],
  [
    'light, pointer over: on its background',
    `--mantine-color-${colour}-light-color`,
    `--mantine-color-${colour}-light-hover`,
  ],
];

describe('readable colours (issue 32, item 12)', () => {
  // The badges EN VIVO (red, filled), INSCRITO (teal, outline), ATENDE POR TELEMEDICINA (teal,
  // light) and the red outline button "Excluir minha conta" read at 2.55–4.32:1 with Mantine's
  // light defaults.
  it.each(Object.keys(merged.colors))('%s: every variant reads at 4.5:1', (colour) => {
    const unreadable = pairs(colour)
      .map(([what, text, background]) => {
        const ground = background.startsWith('--') ? colourOf(background) : background;
        const ratio = contrastRatio(colourOf(text), ground);
        return { what, ratio: Math.round(ratio * 100) / 100 };
      })
      .filter(({ ratio }) => ratio < MIN_TEXT_CONTRAST);
    expect(unreadable).toEqual([]);
  });

  it('form errors read at 4.5:1 on white', () => {
    expect(contrastRatio(colourOf('--mantine-color-error'), '#ffffff')).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });
});
