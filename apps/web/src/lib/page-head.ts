import type { PageHead } from '@pulso/contracts/site-pages';

/** Marks the tags of the current page (the server writes them with the same attribute). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/**
 * Puts a page's title, description, robots `noindex` (es-co), canonical URL, hreflang alternates
 * and Open Graph tags in <head>, replacing those of the previous page (or of the server's render).
 */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  for (const element of doc.head.querySelectorAll(
    `[${PAGE_HEAD_ATTRIBUTE}], meta[name="description"]`,
  ))
    element.remove();
  const add = (tag: 'meta' | 'link', attributes: Record<string, string>) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    doc.head.append(element);
  };
  add('meta', { name: 'description', content: head.description });
  if (head.noindex) add('meta', { name: 'robots', content: 'noindex' });
  if (head.canonical) add('link', { rel: 'canonical', href: head.canonical });
  for (const { hreflang, href } of head.alternates)
    add('link', { rel: 'alternate', hreflang, href });
  for (const [property, content] of head.openGraph) add('meta', { property, content });
}
