/*
 * Medical information's public entry (the API's modules/medical-information): what other
 * features and app/ use of it. Pages load by route (app/route-modules.ts); the popup host's loader
 * (a module of its own: only the shell's chunk carries its files' list) keeps its code in a chunk
 * of its own.
 */
export { openRequestPopup } from './request-popup-store.ts';

export { loadRequestPopupHost } from './components/load-request-popup-host.ts';

/**
 * The team's inbox page, a back-office section: the back office loads it in its own chunk
 * (backoffice/medical-information/inbox-page.ts), so that this entry, which the app shell
 * imports, carries none of its code.
 */
export { default as TeamInboxPage } from './team-inbox/inbox-page.tsx';
