import type { BackofficeSection } from '../section.ts';

export const staffSection: BackofficeSection = {
  id: 'staff',
  path: 'staff',
  labelKey: 'backofficeAdmin.staff.title',
  permission: { action: 'read', subject: 'Staff' },
  page: () => import('./staff-page.tsx'),
};
