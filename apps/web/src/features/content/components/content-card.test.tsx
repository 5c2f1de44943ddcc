import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { contentTagLabelKey } from '@pulso/contracts/content';
import { describe, expect, it } from 'vitest';
import { card } from '../../../testing/content-fixtures.ts';
import { setUpApp } from '../../../testing/render-app.tsx';
import { ContentCard, type ContentCardProps } from './content-card.tsx';

function renderCard(props: ContentCardProps) {
  const { wrap, i18n } = setUpApp();
  const router = createMemoryRouter([
    { path: '/contenido/:id', element: <h1>The item’s page</h1> },
    { path: '*', element: <ContentCard {...props} /> },
  ]);
  render(wrap(<RouterProvider router={router} />));
  return { t: i18n.t.bind(i18n), router };
}

describe('ContentCard', () => {
  it('shows the image, tag, title linking to the item, author and duration', () => {
    const { t } = renderCard({ card: card('c1'), href: '/contenido/c1' });

    const article = screen.getByTestId('content-card');
    expect(within(article).getByRole('heading', { level: 3, name: 'Título c1' })).toBeVisible();
    expect(within(article).getByRole('link', { name: 'Título c1' })).toHaveAttribute(
      'href',
      '/contenido/c1',
    );
    // The picture is decorative (alt=""): the title beside it is what a screen reader reads.
    const image = article.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/demo/cardiology-1.cluster.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(within(article).getByText(t(contentTagLabelKey('to_see')!))).toBeVisible();
    expect(
      within(article).getByText(`Dra. Ana Ruiz · ${t('content.duration.minutes', { count: 10 })}`),
    ).toBeVisible();
  });

  it('in the top-10 row, says the place in the link and shows the variant image', () => {
    const { t } = renderCard({
      card: card('c2'),
      href: '/contenido/c2',
      variant: 'top10',
      rank: 3,
      titleOrder: 2,
    });

    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName(`${t('content.card.rank', { rank: 3 })} Título c2`);
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(link);
    expect(screen.getByTestId('content-card').querySelector('img')).toHaveAttribute(
      'src',
      '/media/demo/cardiology-1.top10.svg',
    );
  });

  it('without a thumbnail, tag, author or duration shows the title alone', () => {
    renderCard({
      card: card('c3', {
        thumbnail: null,
        participant: null,
        duration: null,
        mainCluster: 'to_home',
      }),
      href: '/contenido/c3',
    });

    const article = screen.getByTestId('content-card');
    expect(within(article).queryByRole('img')).toBeNull();
    expect(within(article).getByRole('link')).toHaveTextContent(/^Título c3$/);
    expect(article).not.toHaveTextContent('·');
  });

  it('opens the item in the app when its title is clicked', async () => {
    const { router } = renderCard({ card: card('c4'), href: '/contenido/c4' });

    await userEvent.click(screen.getByRole('link', { name: 'Título c4' }));
    expect(await screen.findByRole('heading', { name: 'The item’s page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/contenido/c4');
  });
});
