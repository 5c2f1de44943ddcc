import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegalDocument } from '@pulso/contracts/legal';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { usePrerenderHandOff } from '../lib/prerender.ts';
import { translations } from '../testing/translations.ts';
import { renderPublicPage, withoutStyleAttributes } from './render-public-page.tsx';

const runtimeConfig = { countries: {}, configuredHosts: {} } as unknown as RuntimeConfig;

const terms: LegalDocument = {
  document: 'terms',
  country: 'mx',
  language: 'es-MX',
  title: 'Condiciones de uso de Pulso México',
  lastUpdated: '03/05/2024',
  version: '2024-05-03',
  sections: [{ heading: '1. Objeto', paragraphs: ['Estas Condiciones regulan el acceso.'] }],
};

describe('renderPublicPage (the server first paint, decision 027)', () => {
  it("draws the landing in the host country's language, inside the shell", async () => {
    const br = await renderPublicPage({
      page: 'landing',
      url: 'http://localhost/',
      country: 'br',
      runtimeConfig,
      translations: { 'pt-br': translations['pt-br'] },
      styleNonce: 'n0nce',
    });
    expect(br).toContain(translations['pt-br'].landing.hero.text);
    expect(br).toContain('id="main-content"');
    expect(br).toContain('<footer');
    // The whole footer: the app draws its parts in turns, the server in its one drawing.
    expect(br).toContain('data-testid="approval-code"');
    expect(br).toContain(translations['pt-br'].layout.footerLinks);
    const mx = await renderPublicPage({
      page: 'landing',
      url: 'http://localhost/',
      country: 'mx',
      runtimeConfig,
      translations: { 'es-MX': translations['es-MX'], es: translations.es },
      styleNonce: 'n0nce',
    });
    expect(mx).toContain('Pulso MX');
    expect(mx).toContain('COFEPRIS');
    // The CSP allows no style attributes: they become rules of nonce'd style tags.
    for (const html of [br, mx]) {
      expect(html).not.toMatch(/ style="/);
      for (const tag of html.match(/<style[^>]*>/g) ?? []) expect(tag).toContain('nonce="n0nce"');
    }
  });

  it('draws a legal page with the document it is given, not its loading skeleton', async () => {
    const html = await renderPublicPage({
      page: 'terms',
      url: 'http://localhost/condiciones-de-uso',
      country: 'mx',
      runtimeConfig,
      translations: { 'es-MX': translations['es-MX'], es: translations.es },
      legalDocument: terms,
      styleNonce: 'n0nce',
    });
    expect(html).toContain('Condiciones de uso de Pulso México');
    expect(html).toContain('Estas Condiciones regulan el acceso.');
    expect(html).not.toContain('legal-skeleton');
  });
});

describe('withoutStyleAttributes', () => {
  it('moves style attributes into one style tag, as strong as they were', () => {
    const html =
      '<p style="color:red;background:url(&quot;a;b&quot;)">x</p><i style="color:red;background:url(&quot;a;b&quot;)"></i>';
    expect(withoutStyleAttributes(html, 'n')).toBe(
      '<style nonce="n">[data-ps="0"]{color:red!important;background:url("a;b")!important}</style>' +
        '<p data-ps="0">x</p><i data-ps="0"></i>',
    );
  });
});

describe('usePrerenderHandOff', () => {
  function Page({ ready }: { ready: boolean }) {
    usePrerenderHandOff(ready);
    return <p>page</p>;
  }

  it("removes the server's first paint and shows the app's root once the page is ready", () => {
    document.body.innerHTML =
      '<div id="prerendered" data-path="/" data-country="br"><p>page</p></div><div id="root" hidden></div>';
    const root = document.getElementById('root')!;
    const { rerender } = render(<Page ready={false} />, { container: root });
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(root.hidden).toBe(true);
    rerender(<Page ready />);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
  });
});
