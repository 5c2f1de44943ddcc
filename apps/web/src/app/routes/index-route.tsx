import { lazy } from 'react';
import { useIsSignedIn } from '../../lib/identity/session.ts';

const LandingPage = lazy(() =>
  import('../../features/content/pages/landing-page.tsx').then((m) => ({ default: m.Component })),
);
const HomePage = lazy(() =>
  import('../../features/content/pages/home-page.tsx').then((m) => ({ default: m.Component })),
);

/** `/`: the signed-in home for a signed-in user (spec §2), the public landing page otherwise. */
export function IndexRoute() {
  return useIsSignedIn() ? <HomePage /> : <LandingPage />;
}
