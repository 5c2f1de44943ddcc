import { createTheme } from '@mantine/core';

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
