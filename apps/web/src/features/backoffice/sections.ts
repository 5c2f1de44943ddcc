import type { BackofficeSection } from './section.ts';
import { contentsSection } from './contents/contents.section.ts';
import { coursesSection } from './courses/section.ts';
import { directorySection } from './directory/section.ts';
import { eventsSection } from './events/section.ts';
import { expirySection } from './expiry/section.ts';
import { licencesSection } from './licences/section.ts';
import { medicalInformationSection } from './medical-information/section.ts';
import { staffSection } from './staff/section.ts';
import { usersSection } from './users/section.ts';

/**
 * The back office's sections, in the navigation's order: the navigation and the routes are made
 * from this list (decision 054). A feature describes its section in its own folder
 * (`{ id, path, labelKey, permission, page: () => import(…) }`) and is added here by name.
 */
export const backofficeSections: BackofficeSection[] = [
  contentsSection,
  expirySection,
  coursesSection,
  eventsSection,
  directorySection,
  medicalInformationSection,
  usersSection,
  staffSection,
  licencesSection,
];
