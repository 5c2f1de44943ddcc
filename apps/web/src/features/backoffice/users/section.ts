import type { BackofficeSection } from '../section.ts';

export const usersSection: BackofficeSection = {
  id: 'users',
  path: 'users',
  labelKey: 'backofficeAdmin.users.title',
  permission: { action: 'read', subject: 'User' },
  page: () => import('./users-page.tsx'),
};
