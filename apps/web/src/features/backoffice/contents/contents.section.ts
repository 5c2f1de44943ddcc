import type { BackofficeSection } from '../section.ts';
import { CONTENTS_PATH } from './contents-paths.ts';

/** Contents: the list, new items, edits, review, approval, withdrawal and the trail. */
export const contentsSection: BackofficeSection = {
  id: 'contents',
  path: CONTENTS_PATH,
  labelKey: 'backoffice.sections.contents',
  permission: { action: 'read', subject: 'Content' },
  page: () => import('./contents-section.tsx'),
};
