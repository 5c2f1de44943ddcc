import { Navigate, Outlet, useParams } from 'react-router';
import { isExclusiveSection, paths } from '../../config/paths.ts';

/**
 * `solo-en-{product}` routes are matched as `:section`; any other single segment is an unknown
 * path and goes to `/` (spec §2) before the login gate is consulted.
 */
export function ExclusiveSectionGate() {
  const { section } = useParams();
  return isExclusiveSection(section) ? <Outlet /> : <Navigate to={paths.landing.href()} replace />;
}
