import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isExclusiveSection, paths } from '../../config/paths.ts';

/**
 * `solo-en-{product}` routes are matched as `:section`; any other single segment is an unknown
 * path and goes to `/` (spec §2) before the login gate is consulted: on the server (a redirect
 * answer) as in the app.
 */
export function exclusiveSectionLoader({ params }: LoaderFunctionArgs): Response | null {
  return isExclusiveSection(params.section) ? null : redirect(paths.landing.href());
}
