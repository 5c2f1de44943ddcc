/*
 * Medical information's public entry (the API's modules/medical-information): what other
 * features and app/ use of it. Pages load by route (app/route-modules.ts); the loaders below keep
 * the popup's and the team inbox's code in their own chunks.
 */
export { openRequestPopup } from './request-popup-store.ts';

/** The app shell's host of the request popups (opened with openRequestPopup). */
export const loadRequestPopupHost = () => import('./components/request-popup-host.tsx');

/** The team's inbox, a back-office section (the back office composes it, sections.ts). */
export const loadTeamInboxPage = () => import('./team-inbox/inbox-page.tsx');
