import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'pulso',
  colors: {
    // A calm clinical teal-blue; index 6 is the main shade (contrast ≥ 4.5:1 with white).
    pulso: [
      '#e6f4f8',
      '#cde6ee',
      '#9bcddd',
      '#66b3cb',
      '#3c9dbb',
      '#228fb1',
      '#0e6e8c',
      '#0b5d77',
      '#084c62',
      '#053a4c',
    ],
  },
  primaryShade: 6,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});

/**
 * Mantine's "dimmed" text is gray 6 (#868e96): 3.3:1 on white, under WCAG AA's 4.5:1. This grey
 * is at least 5.1:1 on white and on the light greys (gray 0–2) that cards and sections use.
 */
export const DIMMED_TEXT = '#5c636a';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT },
  dark: {},
});
