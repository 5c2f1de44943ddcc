import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error.ts';
import { card } from '../../../testing/content-fixtures.ts';
import { setUpApp } from '../../../testing/render-app.tsx';
import { CardList, type CardListProps } from './card-list.tsx';
import type { PagedQuery } from '../../../components/ui/next-page.tsx';

function pagedQuery(overrides: Partial<PagedQuery> = {}): PagedQuery {
  return {
    error: null,
    hasNextPage: false,
    isFetchNextPageError: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(() => Promise.resolve({} as never)),
    ...overrides,
  };
}

function renderList(props: Partial<CardListProps> = {}) {
  const { wrap, i18n } = setUpApp();
  const query = props.query ?? pagedQuery();
  const element = (
    <CardList
      cards={[card('a'), card('b')]}
      hrefOf={(c) => `/contenido/${c.id}`}
      label="Lista"
      {...props}
      query={query}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }]);
  render(wrap(<RouterProvider router={router} />));
  return { query, t: i18n.t.bind(i18n) };
}

describe('CardList', () => {
  it('lists the cards as links, and no "more" button on the last page', () => {
    const { t } = renderList();

    const list = screen.getByRole('list', { name: 'Lista' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/contenido/a',
      '/contenido/b',
    ]);
    expect(screen.queryByRole('button', { name: t('content.list.more') })).toBeNull();
  });

  it('shows the synopsis in the one-a-line layout only', () => {
    renderList({ layout: 'list' });
    expect(screen.getByText('Resumen de a')).toBeVisible();
  });

  it('keeps the synopsis out of the grid', () => {
    renderList();
    expect(screen.queryByText('Resumen de a')).toBeNull();
  });

  it('loads the next page from the "more" button', async () => {
    const { query, t } = renderList({ query: pagedQuery({ hasNextPage: true }) });

    await userEvent.click(screen.getByRole('button', { name: t('content.list.more') }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('says why the next page failed and retries it', async () => {
    const { query, t } = renderList({
      query: pagedQuery({
        hasNextPage: true,
        isFetchNextPageError: true,
        error: new ApiError({ status: 0, code: 'network' }),
      }),
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(t('content.errors.loadTitle'));
    expect(alert).toHaveTextContent(t('errors.codes.network'));
    expect(screen.queryByRole('button', { name: t('content.list.more') })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: t('content.errors.retry') }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
