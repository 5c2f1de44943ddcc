/**
 * Spec §7 spells some calls differently from their route (`GET users/verify/` with a trailing
 * slash). Each alias is rewritten before routing, so it shares the route's limits and docs.
 */
const aliases: Readonly<Record<string, string>> = {
  '/api/users/verify/': '/api/users/verify',
};

/** Fastify's `rewriteUrl`: the alias's route, with the query string kept. */
export function rewriteSpecAlias(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const target = aliases[path];
  return target === undefined ? url : target + url.slice(path.length);
}
