/** Brand colour of the logo, and the page background. */
export const THEME_COLOR = '#0e6e8c';
export const BACKGROUND_COLOR = '#ffffff';
