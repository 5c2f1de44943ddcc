/*
 * Identity's public entry (the API's modules/identity): sign-in and sign-up through the identity
 * provider's screen sets, and sign-out. The signed-in token itself is shared (lib/session.ts): the
 * HTTP client, analytics and the route loaders read it. The screens' code loads on first use.
 */
export { useIdentityAdapterLoader } from './adapters/adapter-loader.ts';
export { SignInButton } from './components/sign-in-button.tsx';
export { openRegistration, useScreenSetState } from './screen-sets.ts';

/** The login screen set (with the alerts), loaded when a screen set first opens. */
export const loadScreenSets = () => import('./components/screen-sets.tsx');
/** The other screens (registration, passwords, forgotten e-mail, dentist warning). */
export const loadOtherScreens = () => import('./components/other-screens.tsx');
/** Sign-out, loaded when the user asks for it (the user menu). */
export const loadSignOut = () => import('./session/sign-out.ts');
