import type { BackofficeSection } from '../section.ts';

/** The medical-information team's inbox (formerly /medical-information/equipe). */
export const medicalInformationSection: BackofficeSection = {
  id: 'medical-information',
  path: 'medical-information',
  labelKey: 'backofficeCare.medicalInformation.title',
  permission: { action: 'read', subject: 'Case' },
  page: () => import('./inbox-page.ts'),
};
