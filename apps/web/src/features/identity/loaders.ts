/*
 * What the app shell loads on first use: the screen sets, chunks of their own. A module of its own
 * (as session/load-sign-out.ts for the user menu) so that only the chunk that loads them carries
 * the lists of their files, not every chunk that takes something from identity's entry.
 */

/** The login screen set (with the alerts), loaded when a screen set first opens. */
export const loadScreenSets = () => import('./components/screen-sets.tsx');
/** The other screens (registration, passwords, forgotten e-mail, dentist warning). */
export const loadOtherScreens = () => import('./components/other-screens.tsx');
