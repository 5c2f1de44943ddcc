import type { BackofficeSection } from './section.ts';
import { contentsSection } from './contents/contents.section.ts';

/**
 * The back office's sections, in the navigation's order: the navigation and the routes are made
 * from this list (decision 054). A feature describes its section in its own folder
 * (`{ id, path, labelKey, permission, page: () => import(…) }`) and is added here by name.
 */
export const backofficeSections: BackofficeSection[] = [contentsSection];
