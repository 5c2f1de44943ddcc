/*
 * Identity's public entry (the API's modules/identity): sign-in and sign-up through the identity
 * provider's screen sets, and sign-out. The signed-in token itself is shared (lib/session.ts): the
 * HTTP client, analytics and the route loaders read it. The screens' code loads on first use.
 */
export { useIdentityAdapterLoader } from './adapters/adapter-loader.ts';
export { SignInButton } from './components/sign-in-button.tsx';
export { openRegistration, useScreenSetState } from './screen-sets.ts';
export { loadOtherScreens, loadScreenSets } from './loaders.ts';
export { loadSignOut } from './session/load-sign-out.ts';
