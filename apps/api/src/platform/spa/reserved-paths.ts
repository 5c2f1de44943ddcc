/**
 * Paths that never fall back to the web app's index.html: unknown addresses under them answer a
 * 404 problem. /api has its own scope; the others belong to later issues (identity provider,
 * doctor finder, authenticator, media), whose specific routes take precedence over these.
 */
export const reservedPrefixes = ['/idp', '/docfinder', '/authenticator', '/media'] as const;
