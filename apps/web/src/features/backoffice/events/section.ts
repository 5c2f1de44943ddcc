import type { BackofficeSection } from '../section.ts';

/** Events: schedule, meeting provider (write-only secrets), recordings, cancellation. */
export const eventsSection: BackofficeSection = {
  id: 'events',
  path: 'events',
  labelKey: 'backofficeTraining.events.title',
  permission: { action: 'read', subject: 'Event' },
  page: () => import('./events-page.tsx'),
};
