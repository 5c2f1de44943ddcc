import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApp } from '../testing/render-app.tsx';
import { useTranslation } from './translation.tsx';

function Texts({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <ul>
      <li>{t('nav.home')}</li>
      <li>{t('content.row.next', { title })}</li>
      <li>{t('nav.home')}</li>
    </ul>
  );
}

describe('useTranslation', () => {
  it('gives the texts of the host’s language, the same text each time it is asked', () => {
    const { wrap } = setUpApp({ country: 'br' });
    render(wrap(<Texts title="Cardiologia" />));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Início', 'Ver os próximos de “Cardiologia”', 'Início']);
  });

  it('fills each call’s own values in, however often the text was made before', () => {
    const { wrap } = setUpApp({ country: 'br' });
    const view = render(wrap(<Texts title="Cardiologia" />));
    view.rerender(wrap(<Texts title="Oncologia" />));
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Ver os próximos de “Oncologia”');
  });

  it('draws the texts again in a new language', async () => {
    const { wrap, i18n } = setUpApp({ country: 'br' });
    render(wrap(<Texts title="Cardiología" />));
    await act(() => i18n.changeLanguage('es'));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Inicio', 'Ver los siguientes de «Cardiología»', 'Inicio']);
  });

  it('refuses a component drawn outside the app’s providers', () => {
    expect(() => render(<Texts title="x" />)).toThrow(/outside <AppProviders>/);
  });
});
