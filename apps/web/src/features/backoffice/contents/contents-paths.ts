import { paths } from '../../../config/paths.ts';

/** The section's path under /backoffice. */
export const CONTENTS_PATH = 'contenidos';
/** `/backoffice/contenidos`, `/backoffice/contenidos/{id}`, `…/nuevo`. */
export const contentsHref = (sub?: string) =>
  sub ? paths.backoffice.href(CONTENTS_PATH, sub) : paths.backoffice.href(CONTENTS_PATH);
