import type { BackofficeSection } from './section.ts';

/**
 * The back office's sections, in the navigation's order: the navigation and the routes are made
 * from this list (decision 054), so a feature adds its section with one line here.
 */
export const backofficeSections: BackofficeSection[] = [
  {
    id: 'contents',
    path: 'contenidos',
    labelKey: 'backoffice.sections.contents',
    permission: { action: 'read', subject: 'Content' },
    page: () => import('./contents/contents-section.tsx'),
  },
];
