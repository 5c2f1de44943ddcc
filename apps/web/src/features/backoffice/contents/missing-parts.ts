import type { TFunction } from 'i18next';
import { fieldOfProblem, type BodyKind } from './content-form-values.ts';

/**
 * What a version lacks before review, as the API names it (or the form's own check finds): the
 * draft's path (`content.episodes.1.content`) and a translation key.
 */
export interface Missing {
  field: string;
  message: string;
}

const seasonEpisode = /^content\.seasons\.(\d+)\.episodes\.(\d+)\.content$/;
const part = /^content\.(episodes|lessons)\.(\d+)\.content$/;

/**
 * The form's field that gets a missing part's message: the body's text or file as the form
 * shows it now (`html`, `bodyUrl`), a row's file (`episodes.1.url`).
 */
export function formFieldOfMissing(path: string, bodyKind: BodyKind): string {
  if (path !== 'content.content') return fieldOfProblem(path);
  if (bodyKind === 'html') return 'html';
  return bodyKind === 'event' ? 'bodyKind' : 'bodyUrl';
}

/** A missing part named as the form names it (`Corpo`, `Episódio 2`, `Temporada 1, episódio 3`). */
export function missingLabel(path: string, t: TFunction): string {
  const inSeason = seasonEpisode.exec(path);
  if (inSeason)
    return t('backoffice.contents.seasons.episode', {
      season: Number(inSeason[1]) + 1,
      number: Number(inSeason[2]) + 1,
    });
  const row = part.exec(path);
  if (row) return t(`backoffice.contents.parts.heading.${row[1]}`, { number: Number(row[2]) + 1 });
  return t('backoffice.contents.fields.bodyKind');
}
