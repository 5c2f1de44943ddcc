import sanitizeHtml from 'sanitize-html';
import type { ContentBody, Episode } from '@pulso/contracts/content';
import type { StoredContentItem } from '../../db/schema/content.ts';

/**
 * HTML from editors (text bodies, additional information, exam terms and instructions) is
 * sanitised on the server when stored (ARCHITECTURE.md: `sanitize-html`; the web client runs
 * DOMPurify as well): text formatting, lists, tables, links and images only; no scripts, styles,
 * event handlers or `javascript:` URLs. Links that open a new tab get `rel="noopener noreferrer"`.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['lang', 'dir'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, options);
}

const cleanNullable = (html: string | null) => (html === null ? null : sanitiseHtml(html));

function cleanBody(body: ContentBody | null): ContentBody | null {
  return body?.kind === 'html' ? { ...body, html: sanitiseHtml(body.html) } : body;
}

const cleanEpisode = (episode: Episode): Episode => ({
  ...episode,
  content: cleanBody(episode.content),
});

/** The item with every HTML field sanitised (bodies of the item, its episodes, lessons, seasons). */
export function sanitiseItemHtml(item: StoredContentItem): StoredContentItem {
  return {
    ...item,
    content: cleanBody(item.content),
    preview: cleanBody(item.preview),
    episodes: item.episodes.map(cleanEpisode),
    lessons: item.lessons.map(cleanEpisode),
    seasons: item.seasons.map((season) => ({
      ...season,
      episodes: season.episodes.map(cleanEpisode),
    })),
    additionalInformation: cleanNullable(item.additionalInformation),
    examTerms: cleanNullable(item.examTerms),
    examInstructions: cleanNullable(item.examInstructions),
  };
}
