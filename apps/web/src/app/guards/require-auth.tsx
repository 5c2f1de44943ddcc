import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { isLoggingOut, saveRedirect, useIsSignedIn } from '../../lib/session.ts';

/**
 * Login gate (spec §4): a signed-out visit to a protected route stores the requested URL in
 * session storage as the redirect target and goes to /signin. A URL with a `token` query
 * parameter is let through where a token opens something: a content item, whose page sends it
 * on to the public token page (decision 017). A token opens one item, so on a list or any other
 * page it grants nothing and the gate applies.
 */
export function RequireAuth() {
  const signedIn = useIsSignedIn();
  const hydrated = useHydrated();
  const location = useLocation();
  const opensWithToken = useRouteHandle()?.opensWithToken === true;
  const hasToken = new URLSearchParams(location.search).has('token');
  // The server holds no session: it draws the page's frame, and the browser the page itself.
  if (!hydrated) return <PageLoader />;
  if (signedIn || (hasToken && opensWithToken)) return <Outlet />;
  // Signing out from here: logout() is already on its way elsewhere.
  if (isLoggingOut()) return null;
  return <RedirectToSignin target={location.pathname + location.search} />;
}

function RedirectToSignin({ target }: { target: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    saveRedirect(target);
    void navigate(paths.signin.href(), { replace: true });
  }, [navigate, target]);
  return null;
}
