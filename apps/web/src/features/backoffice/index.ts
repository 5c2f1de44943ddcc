/* The back office's public entry: what the user menu asks (may this user open the back office). Its pages load by route. */
export { useBackofficeMe } from './api/backoffice-queries.ts';
