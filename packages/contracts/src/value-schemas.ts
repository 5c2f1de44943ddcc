import { z } from 'zod';
import { countryCodes, localeIds, regionalGroups, uiLanguages, type LocaleId } from './country.ts';
import { specialtyAreas } from './labels.ts';

/**
 * The schemas of the values of country.ts and labels.ts, kept apart from them: the web app's first
 * page reads those values and must not load zod (issue 11).
 */
export const countryCodeSchema = z.enum(countryCodes);
export const localeIdSchema = z.enum(Object.values(localeIds) as [LocaleId, ...LocaleId[]]);
export const regionalGroupSchema = z.enum(regionalGroups);
export const uiLanguageSchema = z.enum(uiLanguages);
export const specialtyAreaSchema = z.enum(specialtyAreas);

/** An ISO 8601 date-time with its offset, as answers carry dates. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
