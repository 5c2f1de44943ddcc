import type { BackofficeSection } from '../section.ts';

/** The doctor finder's directory: find a listing, see why it is hidden, hide or show it. */
export const directorySection: BackofficeSection = {
  id: 'directory',
  path: 'directory',
  labelKey: 'backofficeCare.directory.title',
  permission: { action: 'read', subject: 'Listing' },
  page: () => import('./directory-page.tsx'),
};
