import { paths } from '../../../config/paths.ts';

/** The section's path under /backoffice. */
export const CONTENTS_PATH = 'contents';
/** `/backoffice/contents`, `/backoffice/contents/{id}`, `…/new`. */
export const contentsHref = (sub?: string) =>
  sub ? paths.backoffice.href(CONTENTS_PATH, sub) : paths.backoffice.href(CONTENTS_PATH);
