import { Stack, Text } from '@mantine/core';

/**
 * The paragraphs of a request's HTML content, shown as text: the server sanitises the HTML, and
 * this view does not need to trust that — no markup from a request reaches the page.
 */
export function htmlToParagraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = Array.from(body.children, (element) => element.textContent?.trim() ?? '');
  const lines = blocks.length > 0 ? blocks : [body.textContent?.trim() ?? ''];
  return lines.filter((line) => line !== '');
}

export function CaseContent({ html }: { html: string }) {
  return (
    <Stack gap={4}>
      {htmlToParagraphs(html).map((line, index) => (
        <Text key={index} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}
