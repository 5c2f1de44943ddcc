import sanitizeHtml from 'sanitize-html';
import { articleContentLabels } from '@pulso/contracts/medical-information';

/**
 * The HTML a client may send as a request's content (spec §7: HTML lines): paragraphs, line
 * breaks, emphasis and lists, without any attribute. Everything else is dropped — script and style
 * elements with their text, other elements keeping their text (escaped).
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote'],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
};

/** The content as stored and mailed: only the allow-list survives. */
export function sanitiseRequestHtml(html: string): string {
  return sanitizeHtml(html, allowList).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The text of sanitised HTML, one line per paragraph, list item or line break. */
export function requestHtmlToText(html: string): string {
  const marked = html.replace(/<br\s*\/?>|<\/(?:p|li|blockquote|ul|ol)>/gi, '$&\n');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

const SUMMARY_MAX_LENGTH = 200;
const TITLE_PREFIX = `${articleContentLabels.tituloArtigo}:`;

/** What a case is listed by: the article title of an article request, else the first lines. */
export function requestSummary(text: string): string {
  const lines = text.split('\n');
  const title = lines
    .find((line) => line.startsWith(TITLE_PREFIX))
    ?.slice(TITLE_PREFIX.length)
    .trim();
  const summary = title || lines.join(' · ');
  return summary.length > SUMMARY_MAX_LENGTH
    ? `${summary.slice(0, SUMMARY_MAX_LENGTH - 1)}…`
    : summary;
}
