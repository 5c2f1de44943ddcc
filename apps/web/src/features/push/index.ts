/*
 * Push's public entry (the API's modules/push; the service worker's side is sw/push.ts): the
 * invitation and the preferences.
 */
export { PushInvitation } from './components/push-invitation.tsx';
export { PushPreferences } from './components/push-preferences.tsx';
