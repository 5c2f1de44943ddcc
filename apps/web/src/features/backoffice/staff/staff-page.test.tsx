import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import StaffPage from './staff-page.tsx';

const editor = {
  id: '1d9c0d53-2b87-4c4b-8f1e-0a1b2c3d4e5f',
  name: 'Elena Editora MX',
  email: 'editor.mx@pulso.example',
  country: 'mx',
  roles: ['editor:mx'],
};
const doctor = {
  id: '2e8d1e64-3c98-4d5c-9a2f-1b2c3d4e5f60',
  name: 'Sofía Hernández',
  email: 'demo.mx@pulso.example',
  country: 'mx',
  roles: [] as string[],
};

describe('back office: staff and roles', () => {
  it('lists staff, finds an account by e-mail, grants and revokes, and says why a change is refused', async () => {
    const api = mockApi({
      'GET /api/backoffice/staff': ({ url }) =>
        Response.json({ items: url.searchParams.get('email') ? [doctor] : [editor] }),
      [`PUT /api/backoffice/staff/${doctor.id}/roles`]: ({ body }) =>
        Response.json({ ...doctor, ...(body as object) }),
      [`PUT /api/backoffice/staff/${editor.id}/roles`]: () => problem(409, 'backoffice.own_admin'),
    });
    renderApp({
      path: '/backoffice/staff',
      session: {},
      routes: [{ path: '/backoffice/staff', Component: StaffPage }],
    });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('editor:mx')).toBeVisible();

    await user.type(
      screen.getByLabelText('Buscar una cuenta por correo electrónico'),
      doctor.email,
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const found = await screen.findByRole('region', { name: 'Cuenta encontrada' });
    expect(await within(found).findByText('Sin roles')).toBeVisible();
    await user.selectOptions(within(found).getByLabelText('Rol'), 'reviewer');
    await user.selectOptions(within(found).getByLabelText('País'), 'mx');
    await user.click(
      within(found).getByRole('button', { name: 'Conceder el rol a Sofía Hernández' }),
    );
    await expect
      .poll(() => api.called(`PUT /api/backoffice/staff/${doctor.id}/roles`)[0]?.body)
      .toEqual({ roles: ['reviewer:mx'] });

    await user.click(
      within(table).getByRole('button', { name: 'Quitar editor:mx a Elena Editora MX' }),
    );
    expect(
      await within(table).findByText(/No puedes quitarte tu propio rol de administrador/),
    ).toBeVisible();
  });
});
