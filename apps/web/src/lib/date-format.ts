const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The long date (and time) format of a locale and time zone, made once and kept. The first one a
 * page makes loads the locale's patterns and the zone's data: about 80 ms of a phone's main
 * thread (4× slower CPU), inside the render of the page that shows the date (issue 11).
 */
export function dateFormat(
  localeId: string,
  timeZone: string,
  withTime = false,
): Intl.DateTimeFormat {
  const key = `${localeId}|${timeZone}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeId, {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format;
}
