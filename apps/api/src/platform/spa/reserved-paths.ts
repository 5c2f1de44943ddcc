/**
 * Paths that never fall back to the web app's index.html: unknown addresses under them answer a
 * 404 problem. /api has its own scope; the others belong to later issues (identity provider,
 * doctor finder, authenticator, media, the meeting frames), whose specific routes take precedence over these.
 * The doctor finder's API is only `/docfinder/v1`: `/docfinder` and its other sub-paths are the
 * web app's pages (spec §2), so they load the app when opened directly.
 */
export const reservedPrefixes = [
  '/idp',
  '/docfinder/v1',
  '/authenticator',
  '/media',
  '/meeting-frame',
] as const;
