import { useMemo } from 'react';
import { Typography, type TypographyProps } from '@mantine/core';
import DOMPurify from 'dompurify';

// DOMPurify needs a document: the server's render (which draws no editor HTML: the items that carry
// it are signed-in pages, drawn in the browser) loads this module without one.
if (DOMPurify.isSupported) {
  // Links an editor opens in a new tab must not hand the new page a handle on this one.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Removes scripts, event handlers, inline styles and anything that is not plain HTML (nothing is
 * left where DOMPurify cannot run: see above).
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/** Editor HTML (a text item, additional information), sanitised with DOMPurify. */
export function SafeHtml({ html, ...props }: { html: string } & TypographyProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Typography {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
