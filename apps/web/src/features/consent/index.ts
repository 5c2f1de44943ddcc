/* Consent's public entry: the consent manager the app shell mounts and the footer's way back to the preferences. */
export { ConsentManager, openConsentPreferences } from './consent-manager.tsx';
