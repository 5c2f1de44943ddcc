import type { BackofficeSection } from '../section.ts';

/** Courses: question banks (versioned), exam settings and certificate text. */
export const coursesSection: BackofficeSection = {
  id: 'courses',
  path: 'courses',
  labelKey: 'backofficeTraining.courses.title',
  permission: { action: 'read', subject: 'Course' },
  page: () => import('./courses-page.tsx'),
};
