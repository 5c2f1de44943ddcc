import { screen, waitFor, within } from '@testing-library/react';
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
  dualRoles: [],
};
const doctor = {
  id: '2e8d1e64-3c98-4d5c-9a2f-1b2c3d4e5f60',
  name: 'Sofía Hernández',
  email: 'demo.mx@pulso.example',
  country: 'mx',
  roles: [] as string[],
  dualRoles: [],
};

/** The staff page, its list of staff shown. */
async function openStaffPage() {
  renderApp({
    path: '/backoffice/staff',
    session: {},
    routes: [{ path: '/backoffice/staff', Component: StaffPage }],
  });
  return { user: userEvent.setup({ delay: null }), table: await screen.findByRole('table') };
}

describe('back office: staff and roles', () => {
  it('lists staff, finds an account by e-mail, grants and revokes, and says why a change is refused', async () => {
    const api = mockApi({
      'GET /api/backoffice/staff': ({ url }) =>
        Response.json({ items: url.searchParams.get('email') ? [doctor] : [editor] }),
      [`PUT /api/backoffice/staff/${doctor.id}/roles`]: ({ body }) =>
        Response.json({ ...doctor, ...(body as object) }),
      [`PUT /api/backoffice/staff/${editor.id}/roles`]: () => problem(409, 'backoffice.own_admin'),
    });
    const { user, table } = await openStaffPage();
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

  it("shows a staff member's trail of grants, read again after a grant made here", async () => {
    const trail = [
      {
        action: 'set-roles',
        actor: { id: 'a1', name: 'Admin Global' },
        at: '2026-11-20T15:00:00.000Z',
        before: { roles: [] as string[] },
        after: { roles: ['editor:mx'] },
      },
    ];
    const api = mockApi({
      'GET /api/backoffice/staff': () => Response.json({ items: [editor] }),
      [`PUT /api/backoffice/staff/${editor.id}/roles`]: ({ body }) => {
        const { roles } = body as { roles: string[] };
        trail.push({ ...trail[0]!, before: { roles: ['editor:mx'] }, after: { roles } });
        return Response.json({ ...editor, roles });
      },
      'GET /api/backoffice/audit': () => Response.json({ items: trail }),
    });
    const { user, table } = await openStaffPage();
    await user.click(within(table).getByRole('button', { name: 'Historial de Elena Editora MX' }));
    const history = within(table).getByRole('region', { name: 'Historial de Elena Editora MX' });
    const [entry] = await within(history).findAllByTestId('audit-entry');
    expect(entry).toHaveTextContent('Roles cambiados');
    expect(entry).toHaveTextContent('Admin Global');
    expect(entry).toHaveTextContent('Perfiles: — → Edición · MX');
    expect(api.called('GET /api/backoffice/audit')[0]!.url.searchParams.get('entityId')).toBe(
      editor.id,
    );

    await user.selectOptions(within(table).getByLabelText('Rol'), 'events-manager');
    await user.selectOptions(within(table).getByLabelText('País'), 'mx');
    await user.click(
      within(table).getByRole('button', { name: 'Conceder el rol a Elena Editora MX' }),
    );
    await waitFor(() => expect(within(history).getAllByTestId('audit-entry')).toHaveLength(2));
    expect(within(history).getAllByTestId('audit-entry')[1]).toHaveTextContent(
      'Perfiles: Edición · MX → Edición · MX, Eventos · MX',
    );
  });

  it('asks the admin why before making one account editor and reviewer of a country, and shows the reasons kept', async () => {
    const reason = 'Equipo de dos personas durante el piloto.';
    const pair = {
      id: '3f9e2f75-4da9-4e6d-8b3a-2c3d4e5f6071',
      name: 'Pía Cuenta',
      email: 'pia@pulso.example',
      country: 'br',
      roles: ['editor:br', 'reviewer:br'],
      dualRoles: [
        {
          country: 'br',
          reason: 'Só duas pessoas no Brasil.',
          recordedBy: 'Ana Admin',
          recordedAt: '2026-11-20T15:00:00.000Z',
        },
      ],
    };
    const legacy = {
      id: '4a0f3086-5eba-4f7e-9c4b-3d4e5f607182',
      name: 'Luis Antiguo',
      email: 'luis@pulso.example',
      country: 'cl',
      roles: ['editor:cl', 'reviewer:cl'],
      dualRoles: [{ country: 'cl', reason: null, recordedBy: null, recordedAt: null }],
    };
    const api = mockApi({
      'GET /api/backoffice/staff': () => Response.json({ items: [editor, pair, legacy] }),
      [`PUT /api/backoffice/staff/${editor.id}/roles`]: ({ body }) => {
        const sent = body as { roles: string[]; reason: string };
        return Response.json({
          ...editor,
          roles: sent.roles,
          dualRoles: [
            { country: 'mx', reason: sent.reason, recordedBy: 'Ana Admin', recordedAt: null },
          ],
        });
      },
    });
    const { user, table } = await openStaffPage();
    expect(
      within(table).getByText(
        /^Editor y revisor de Brasil: «Só duas pessoas no Brasil\.» \(Ana Admin, /,
      ),
    ).toBeVisible();
    expect(
      within(table).getByText('Editor y revisor de Chile sin motivo registrado'),
    ).toBeVisible();

    const row = within(table).getByRole('row', { name: /Elena Editora MX/ });
    await user.selectOptions(within(row).getByLabelText('Rol'), 'reviewer');
    await user.selectOptions(within(row).getByLabelText('País'), 'mx');
    await user.click(
      within(row).getByRole('button', { name: 'Conceder el rol a Elena Editora MX' }),
    );
    // Nothing is sent before the reason: the admin is told why it is asked.
    expect(
      await within(row).findByText('Editor y revisor de México en una sola cuenta'),
    ).toBeVisible();
    expect(within(row).getByText(/nadie aprueba una versión que escribió o editó/)).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Conceder con este motivo' }));
    expect(
      within(row).getByText(
        'Escribe el motivo por el que esta cuenta tendrá los roles de editor y revisor del mismo país.',
      ),
    ).toBeVisible();
    expect(api.called(`PUT /api/backoffice/staff/${editor.id}/roles`)).toHaveLength(0);

    await user.type(within(row).getByLabelText(/^Motivo/), reason);
    await user.click(within(row).getByRole('button', { name: 'Conceder con este motivo' }));
    await expect
      .poll(() => api.called(`PUT /api/backoffice/staff/${editor.id}/roles`)[0]?.body)
      .toEqual({ roles: ['editor:mx', 'reviewer:mx'], reason });
    await waitFor(() =>
      expect(within(row).queryByText('Editor y revisor de México en una sola cuenta')).toBeNull(),
    );
  });
});
