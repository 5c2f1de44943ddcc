import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESCRIPTION_KEY,
  publicPathsUnderSignedIn,
  signedInPaths,
  sitePageIds,
  sitePages,
} from '@pulso/contracts/site-pages';
import { RequireAuth } from '../app/guards/require-auth.tsx';
import { appRoutesForMatching } from '../testing/render-app.tsx';
import { translations } from '../testing/translations.ts';
import { paths } from './paths.ts';

/** Full patterns of every route under a route whose Component is `guard`. */
function patternsUnder(list: RouteObject[], guarded = false, prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    const inside = guarded || route.Component === RequireAuth;
    const own = inside && route.path ? [path] : [];
    return [...own, ...patternsUnder(route.children ?? [], inside, path)];
  });
}

/** Whether robots.txt keeps crawlers out of this path (its rules: `/x$`, `/x/…`, `/x-` prefixes). */
const disallowed = (path: string) =>
  signedInPaths.some((rule) =>
    rule.endsWith('-') ? path.startsWith(rule) : path === rule || path.startsWith(`${rule}/`),
  ) && !publicPathsUnderSignedIn.some((open) => path.startsWith(open));

describe('the site tables', () => {
  it('name the same paths as the app', () => {
    expect(sitePages.landing.path).toBe(paths.landing.href());
    expect(sitePages.signin.path).toBe(paths.signin.href());
    expect(sitePages.terms.path).toBe(paths.terms.href());
    expect(sitePages.privacy.path).toBe(paths.privacy.href());
    expect(sitePages.imprint.path).toBe(paths.imprint.href());
    expect(sitePages.esCo.path).toBe(paths.esCo.href());
    expect(sitePages.doctorFinderLanding.path).toBe(paths.doctorFinderLanding.href());
  });

  it('keep robots out of every signed-in route, and never out of a public page', () => {
    const signedIn = patternsUnder(appRoutesForMatching()).map((p) =>
      p.replace(':section', 'solo-en-Xarelto'),
    );
    expect(signedIn.length).toBeGreaterThan(30);
    for (const pattern of signedIn) expect(disallowed(pattern), pattern).toBe(true);
    for (const id of sitePageIds) expect(disallowed(sitePages[id].path), id).toBe(false);
    expect(disallowed(paths.certificateVerification.href('ABC'))).toBe(false);
  });

  it('have a title and a description in every language', () => {
    const get = (tree: unknown, key: string) =>
      key
        .split('.')
        .reduce((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    for (const [file, tree] of Object.entries(translations)) {
      // es-MX holds only the Mexican differences: the rest comes from es.
      const lookup = (key: string) =>
        get(tree, key) ?? (file === 'es-MX' ? get(translations.es, key) : undefined);
      expect(typeof lookup(DEFAULT_DESCRIPTION_KEY), file).toBe('string');
      for (const id of sitePageIds) {
        expect(typeof lookup(sitePages[id].titleKey), `${file} ${id} title`).toBe('string');
        expect(typeof lookup(sitePages[id].descriptionKey), `${file} ${id}`).toBe('string');
      }
    }
  });
});
