import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCanLeave } from '../../lib/unsaved-changes.ts';
import { locationOf, renderApp } from '../../testing/render-app.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

function AddressScreen() {
  const [dirty, setDirty] = useState(false);
  useCanLeave(!dirty);
  return (
    <>
      <h1>Endereço</h1>
      <button type="button" onClick={() => setDirty(true)}>
        type something
      </button>
      <Link to="/other">elsewhere</Link>
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: '/address',
    Component: UnsavedChangesGuard,
    children: [{ index: true, Component: AddressScreen }],
  },
  { path: '/other', element: <h1>Other</h1> },
];

describe('unsaved-changes guard', () => {
  it('lets the user leave when the screen permits it', async () => {
    const { router } = renderApp({ path: '/address', routes });
    await userEvent.click(await screen.findByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/other');
  });

  it('asks before leaving a screen that does not permit it; staying keeps the screen', async () => {
    const { router } = renderApp({ path: '/address', routes });
    await userEvent.click(await screen.findByRole('button', { name: 'type something' }));
    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(locationOf(router)).toBe('/address');

    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/other');
  });
});
