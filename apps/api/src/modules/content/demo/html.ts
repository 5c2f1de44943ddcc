import type { ContentBody } from '@pulso/contracts/content';
import { escapeHtml } from '@pulso/contracts/helpers/html';

/** A part of a demo article: a heading, its paragraphs and an optional bullet list. */
export interface ArticleSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** The tags the demo HTML uses (all kept by the content sanitiser). */
export const DEMO_HTML_TAGS = ['h2', 'h3', 'p', 'ul', 'li', 'strong', 'em'] as const;

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const list = (items: readonly string[]) =>
  `<ul>${items.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>`;

/** HTML of a short article: a lead paragraph, then sections with an `h2` each. */
export function articleHtml(lead: string, sections: readonly ArticleSection[]): string {
  const parts = [`<p><strong>${escapeHtml(lead)}</strong></p>`];
  for (const section of sections) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`, ...section.paragraphs.map(paragraph));
    if (section.list) parts.push(list(section.list));
  }
  return parts.join('\n');
}

/** An HTML body holding an article. */
export function article(lead: string, sections: readonly ArticleSection[]): ContentBody {
  return { kind: 'html', html: articleHtml(lead, sections) };
}

/** HTML of a few paragraphs and an optional list (exam terms, instructions, product notes). */
export function notesHtml(paragraphs: readonly string[], items?: readonly string[]): string {
  return [...paragraphs.map(paragraph), ...(items ? [list(items)] : [])].join('\n');
}

/** The text of demo HTML: tags become spaces, the escaped characters come back. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Seconds to read a text at 200 words a minute, in whole minutes (one at least). */
export function readingSeconds(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200)) * 60;
}
