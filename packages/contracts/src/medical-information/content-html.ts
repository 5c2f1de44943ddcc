import { escapeHtml } from '../helpers/html.ts';

/** One `<p>` line per label and value, values escaped; empty values are left out. */
export function htmlLines(lines: readonly (readonly [label: string, value: string | undefined])[]) {
  return lines
    .filter(([, value]) => value !== undefined && value.trim() !== '')
    .map(([label, value]) => `<p>${escapeHtml(label)}: ${escapeHtml(value ?? '')}</p>`)
    .join('');
}

export interface ArticleFields {
  tituloArtigo: string;
  nomeRevista?: string | undefined;
  autor?: string | undefined;
  ano?: string | undefined;
}

/** The labels of the article content lines (the popup's own words, spec §2 popup 1). */
export const articleContentLabels = {
  nomeRevista: 'Nome da revista',
  tituloArtigo: 'Título do artigo',
  autor: 'Autor',
  ano: 'Ano',
} as const;

/**
 * Spec §7: the content of an article request — HTML lines holding the magazine name, the article
 * title, the author and the year, every value escaped.
 */
export function articleContentHtml(article: ArticleFields): string {
  const label = articleContentLabels;
  return htmlLines([
    [label.nomeRevista, article.nomeRevista],
    [label.tituloArtigo, article.tituloArtigo],
    [label.autor, article.autor],
    [label.ano, article.ano],
  ]);
}

/** The content of a medical request (popup 4): the question, one escaped `<p>` per line. */
export function questionContentHtml(question: string): string {
  return question
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
