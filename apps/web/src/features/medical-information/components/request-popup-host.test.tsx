import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { openRequestPopup } from '../request-popup-store.ts';
import { doctor } from '../../../testing/medical-information-fixtures.ts';
import { RequestPopupHost } from './request-popup-host.tsx';

/** A screen of another feature (a content or product page) that opens the popups by event. */
function ProductScreen({ product }: { product: string }) {
  return (
    <>
      <button type="button" onClick={() => openRequestPopup('article', { product })}>
        article
      </button>
      <button type="button" onClick={() => openRequestPopup('question', { product })}>
        question
      </button>
      <RequestPopupHost />
    </>
  );
}

function setUp(product: string) {
  mockApi({ 'GET /api/users/profile': () => Response.json(doctor) });
  renderApp({
    country: 'br',
    session: {},
    routes: [{ path: '/', element: <ProductScreen product={product} /> }],
  });
}

describe('opening the popups from other screens (spec §4 "shown on an open event")', () => {
  it('opens either popup with the product of the screen chosen', async () => {
    const user = userEvent.setup({ delay: null });
    setUp('xarelto');
    await user.click(screen.getByRole('button', { name: 'article' }));
    let dialog = within(
      await screen.findByRole('dialog', { name: 'Solicitação de Artigo Científico' }),
    );
    await waitFor(() => expect(dialog.getByLabelText('NOME')).toHaveValue('Rafael Costa'));
    expect(dialog.getByLabelText(/^PRODUTO/)).toHaveValue('Xarelto');

    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'question' }));
    dialog = within(
      await screen.findByRole('dialog', { name: 'Solicitação de Informação Médica' }),
    );
    await waitFor(() => expect(dialog.getByLabelText(/^PRODUTO/)).toHaveValue('Xarelto'));
  });

  it('leaves the product empty when the screen product is not one of the options', async () => {
    const user = userEvent.setup({ delay: null });
    setUp('Aspirina');
    await user.click(screen.getByRole('button', { name: 'article' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByLabelText('NOME')).toHaveValue('Rafael Costa'));
    expect(dialog.getByLabelText(/^PRODUTO/)).toHaveValue('');
  });

  it('returns focus to the button that opened the popup when it closes (issue 12)', async () => {
    const user = userEvent.setup({ delay: null });
    setUp('xarelto');
    const article = screen.getByRole('button', { name: 'article' });
    await user.click(article);
    let dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(article).toHaveFocus();

    // Escape, and a second popup opened from another button.
    const question = screen.getByRole('button', { name: 'question' });
    await user.click(question);
    dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByLabelText('NOME')).toHaveValue('Rafael Costa'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(question).toHaveFocus();
  });
});
