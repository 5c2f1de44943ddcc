/** Phones (the theme's `xs` breakpoint): popups and the case drawer fill the screen. */
export const PHONE_MEDIA_QUERY = '(max-width: 36em)';
