import type { BackofficeSection } from '../section.ts';

export const licencesSection: BackofficeSection = {
  id: 'licences',
  path: 'licences',
  labelKey: 'backofficeAdmin.licences.title',
  permission: { action: 'create', subject: 'Licence' },
  page: () => import('./licences-page.tsx'),
};
