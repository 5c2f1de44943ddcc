export const CONTENT_ID_MAX_LENGTH = 80;
export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_SYNOPSIS_MAX_LENGTH = 2_000;
/** Sanitised HTML of a text item, exam terms, additional information. */
export const CONTENT_HTML_MAX_LENGTH = 200_000;
export const CONTENT_SHORT_TEXT_MAX_LENGTH = 200;
export const CONTENT_CODE_MAX_LENGTH = 100;
export const MEDIA_URL_MAX_LENGTH = 2_048;
export const ACCESS_TOKEN_MAX_LENGTH = 2_048;
export const PAGING_CURSOR_MAX_LENGTH = 200;
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Search matches are counted up to this many; more are answered as `totalCapped` ("1,000+"). */
export const SEARCH_COUNT_CAP = 1_000;

/** Deepest search offset answered (`from`); deeper pages are refused, not slowly computed. */
export const SEARCH_MAX_OFFSET = 10_000;
