import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { localRuntimeConfig } from '../../lib/runtime-config.ts';
import { renderApp } from '../../testing/render-app.tsx';

async function footerOf(country: CountryCode, config = localRuntimeConfig()) {
  renderApp({ path: '/signin', country, config });
  // The frame draws its footer in the task after the page's first one (shell-frame.tsx).
  const approvalCode = await screen.findByTestId('approval-code');
  return within(approvalCode.closest('footer')!);
}

const link = (footer: ReturnType<typeof within>, name: string | RegExp) =>
  footer.getByRole('link', { name });

describe('country footer', () => {
  it('links Mexico to its in-site terms, privacy and imprint', async () => {
    const footer = await footerOf('mx');
    for (const [name, href] of [
      ['Condiciones de uso', '/condiciones-de-uso'],
      ['Política de privacidad', '/politica-de-privacidad'],
      ['Pie de imprenta', '/imprint'],
    ]) {
      const anchor = link(footer, name!);
      expect(anchor).toHaveAttribute('href', href);
      expect(anchor).not.toHaveAttribute('target');
    }
  });

  it.each(['ar', 'cl'] as const)(
    'links %s to in-site terms and privacy, without an imprint',
    async (country) => {
      const footer = await footerOf(country);
      expect(link(footer, 'Condiciones de uso')).toHaveAttribute('href', '/condiciones-de-uso');
      expect(link(footer, 'Política de privacidad')).toHaveAttribute(
        'href',
        '/politica-de-privacidad',
      );
      expect(footer.queryByRole('link', { name: /Pie de imprenta/ })).not.toBeInTheDocument();
    },
  );

  it('opens Colombia’s external corporate pages in a new tab', async () => {
    const footer = await footerOf('co');
    const terms = link(footer, 'Condiciones de uso');
    expect(terms).toHaveAttribute(
      'href',
      'https://corporativo.pulso.example/co/condiciones-de-uso',
    );
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(terms).toHaveAccessibleDescription('(se abre en una nueva pestaña)');
  });

  it('opens Brazil’s legal pages in the same tab, as its profile says', async () => {
    const footer = await footerOf('br');
    const terms = link(footer, 'Termos de uso');
    expect(terms).toHaveAttribute('href', 'https://corporativo.pulso.example/br/termos-de-uso');
    expect(terms).not.toHaveAttribute('target');
  });

  it.each(countryCodes)(
    'states in %s that the site is for health professionals only',
    async (country) => {
      const footer = await footerOf(country);
      expect(footer.getByTestId('hcp-notice')).toHaveTextContent(
        /profesionales de la salud|profissionais de saúde/,
      );
    },
  );

  it.each(countryCodes)(
    'shows the Andean footer texts and safety link only in CR, CO and PE (%s)',
    async (country) => {
      const footer = await footerOf(country);
      const andean = ['cr', 'co', 'pe'].includes(country);
      expect(footer.queryByText(/^Material dirigido exclusivamente/) !== null).toBe(andean);
      expect(footer.queryByText(/área de Información Médica/) !== null).toBe(andean);
      expect(footer.queryByText(/le solicitamos reportarlo/) !== null).toBe(andean);
      const safety = footer.queryByRole('link', { name: /Reporte aquí un evento adverso/ });
      expect(safety !== null).toBe(andean);
      if (safety)
        expect(safety).toHaveAttribute(
          'href',
          `https://corporativo.pulso.example/${country}/farmacovigilancia`,
        );
    },
  );

  it('shows Mexico’s information-only-for-Mexico disclaimer with its safety contacts', async () => {
    const footer = await footerOf('mx');
    const disclaimer = footer.getByTestId('mexico-disclaimer');
    expect(disclaimer).toHaveTextContent(/exclusiva para profesionales de la salud en México/);
    expect(
      within(disclaimer).getByRole('link', { name: 'Reportar una sospecha de reacción adversa' }),
    ).toHaveAttribute('href', 'mailto:farmacovigilancia.mx@pulso.example');
    expect(
      within(disclaimer).getByRole('link', { name: 'Reportar una queja de calidad' }),
    ).toHaveAttribute('href', 'mailto:calidad.mx@pulso.example');
  });

  it('shows Brazil’s disclaimer with adverse-event and technical-complaint reporting links', async () => {
    const footer = await footerOf('br');
    expect(footer.getByTestId('hcp-notice')).toHaveTextContent(
      /exclusivamente a profissionais de saúde/,
    );
    const block = footer.getByTestId('brazil-disclaimer');
    expect(
      within(block).getByRole('link', { name: /Notificar um evento adverso/ }),
    ).toHaveAttribute('href', 'https://corporativo.pulso.example/br/farmacovigilancia');
    expect(
      within(block).getByRole('link', { name: /Notificar uma queixa técnica/ }),
    ).toHaveAttribute('href', 'https://corporativo.pulso.example/br/reclamacao-tecnica');
    expect(footer.queryByTestId('mexico-disclaimer')).not.toBeInTheDocument();
  });

  it.each(['ar', 'cl', 'cr', 'co', 'pe'] as const)(
    'shows neither the Mexican nor the Brazilian disclaimer in %s',
    async (country) => {
      const footer = await footerOf(country);
      expect(footer.queryByTestId('mexico-disclaimer')).not.toBeInTheDocument();
      expect(footer.queryByTestId('brazil-disclaimer')).not.toBeInTheDocument();
    },
  );

  it('prints the configured approval codes and the spec’s last-updated date', async () => {
    const config = localRuntimeConfig();
    config.countries.mx = {
      ...config.countries.mx!,
      approvalCode: 'MX-APPROVAL-77',
      regulatoryApprovalCode: 'COFEPRIS-123',
    };
    const footer = await footerOf('mx', config);
    expect(footer.getByText('Código de aprobación: MX-APPROVAL-77')).toBeInTheDocument();
    expect(
      footer.getByText('No. de aviso de publicidad COFEPRIS: COFEPRIS-123'),
    ).toBeInTheDocument();
    expect(footer.getByText('Última actualización: 03/05/2024')).toBeInTheDocument();
  });

  it.each([
    ['ar', '7/7/2023'],
    ['cr', '12/7/2024'],
    ['br', '07/07/2023'],
  ] as const)('gives %s its last-updated date and no regulatory code', async (country, date) => {
    const footer = await footerOf(country);
    expect(footer.getByTestId('last-updated')).toHaveTextContent(date);
    expect(footer.queryByTestId('regulatory-approval-code')).not.toBeInTheDocument();
  });

  it('shows the country’s app banner and QR code with translated alternative texts', async () => {
    const footer = await footerOf('br');
    expect(footer.getByRole('img', { name: 'Baixe o aplicativo Pulso' })).toHaveAttribute(
      'src',
      '/assets/img/app-banner-br.svg',
    );
    expect(
      footer.getByRole('img', { name: 'QR code para baixar o aplicativo Pulso' }),
    ).toHaveAttribute('src', '/assets/img/qr-br.svg');
  });
});
