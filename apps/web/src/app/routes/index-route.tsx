import { lazy } from 'react';
import { useIsSignedIn } from '../../lib/identity/session.ts';
import { nextTask } from '../../lib/next-task.ts';
import { withAppStyles } from '../app-styles.ts';

// Drawn in the task after the one that evaluated its code (nextTask, decision 059).
const LandingPage = lazy(async () => {
  const { Component } = await import('../../features/content/pages/landing-page.tsx');
  await nextTask();
  return { default: Component };
});
const HomePage = lazy(
  withAppStyles(() =>
    import('../../features/content/pages/home-page.tsx').then((m) => ({ default: m.Component })),
  ),
);

/** `/`: the signed-in home for a signed-in user (spec §2), the public landing page otherwise. */
export function IndexRoute() {
  return useIsSignedIn() ? <HomePage /> : <LandingPage />;
}
