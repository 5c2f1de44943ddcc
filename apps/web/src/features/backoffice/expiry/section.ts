import type { BackofficeSection } from '../section.ts';

export const expirySection: BackofficeSection = {
  id: 'expiry',
  path: 'expiry',
  labelKey: 'backofficeAdmin.expiry.title',
  permission: { action: 'read', subject: 'Content' },
  page: () => import('./expiry-page.tsx'),
};
