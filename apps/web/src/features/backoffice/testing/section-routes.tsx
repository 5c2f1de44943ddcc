import type { RouteObject } from 'react-router';
import { createRoutes } from '../../../app/router.tsx';
import type { RouteServices } from '../../../lib/route-services.ts';
import { RequireAuth } from '../../../app/guards/require-auth.tsx';
import type { BackofficeSection } from '../section.ts';

/**
 * The app's routes with back-office sections mounted at `/backoffice/{path}` behind sign-in, as
 * the back-office shell mounts them: a section's page tested on its own, in the real app.
 */
export function routesWithSections(
  ...sections: BackofficeSection[]
): (services: RouteServices) => RouteObject[] {
  const mounted: RouteObject = {
    Component: RequireAuth,
    children: sections.map((section) => ({
      path: `backoffice/${section.path}`,
      lazy: async () => ({ Component: (await section.page()).default }),
    })),
  };
  return (services) => {
    const [shell] = createRoutes(services);
    const [guarded] = shell!.children!;
    return [
      {
        ...shell,
        children: [{ ...guarded, children: [mounted, ...guarded!.children!] }],
      } as RouteObject,
    ];
  };
}
