import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isLoggingOut, saveRedirect, useIsSignedIn } from '../../lib/session.ts';

/**
 * Login gate (spec §4): a signed-out visit to a protected route stores the requested URL in
 * session storage as the redirect target and goes to /signin. A URL with a `token` query
 * parameter is let through (public content access by token).
 */
export function RequireAuth() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const hasToken = new URLSearchParams(location.search).has('token');
  if (signedIn || hasToken) return <Outlet />;
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
