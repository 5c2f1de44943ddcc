import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpApp } from '../../testing/render-app.tsx';
import { CardsSkeleton, EmptyMessage, QueryError } from './query-states.tsx';

function renderState(element: React.ReactNode) {
  const { wrap, i18n } = setUpApp();
  render(wrap(element));
  return { t: i18n.t.bind(i18n) };
}

describe('content states', () => {
  it('a list loading is announced as busy', () => {
    const { t } = renderState(<CardsSkeleton count={3} />);
    expect(screen.getByLabelText(t('content.list.loading'))).toHaveAttribute('aria-busy', 'true');
  });

  it('a failed query says so in the user language and fetches again on retry', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    const { t } = renderState(
      <QueryError query={{ error: new Error('boom'), isFetching: false, refetch }} />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(t('content.errors.loadTitle'));
    expect(alert).toHaveTextContent(t('errors.codes.generic'));
    expect(alert).not.toHaveTextContent('boom');
    await userEvent.click(screen.getByRole('button', { name: t('content.errors.retry') }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('an empty list shows its title, text and next step as a status', () => {
    renderState(
      <EmptyMessage title="Ningún contenido" text="Vuelva pronto.">
        <a href="/">Inicio</a>
      </EmptyMessage>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Ningún contenido');
    expect(status).toHaveTextContent('Vuelva pronto.');
    expect(screen.getByRole('link', { name: 'Inicio' })).toBeVisible();
  });
});
