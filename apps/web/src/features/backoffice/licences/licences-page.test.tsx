import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import LicencesPage from './licences-page.tsx';

const csv = (text: string) => new File([text], 'crm.csv', { type: 'text/csv' });

describe('back office: licence import', () => {
  it('uploads the file as CSV, then shows the counts or the lines to fix', async () => {
    const answers = [
      {
        imported: 0,
        updated: 0,
        unchanged: 0,
        errors: [{ line: 3, message: 'uf "XX" is not a UF' }],
      },
      { imported: 2, updated: 1, unchanged: 0, errors: [] },
    ];
    const api = mockApi({
      'POST /api/backoffice/licences/import': () => Response.json(answers.shift()),
    });
    renderApp({
      path: '/backoffice/licences',
      session: {},
      routes: [{ path: '/backoffice/licences', Component: LicencesPage }],
    });
    const user = userEvent.setup({ delay: null });
    const picker = await screen.findByLabelText(/Archivo CSV/);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, csv('uf,register_number,name,specialty,status\nXX,1,,,x\n'));
    expect(picker).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const errors = await screen.findByRole('table', { name: 'Líneas con errores' });
    expect(within(errors).getByText('uf "XX" is not a UF')).toBeVisible();
    expect(screen.getByText('No se importó nada')).toBeVisible();
    const sent = api.fetchMock.mock.calls[0]![1]!;
    expect(new Headers(sent.headers).get('content-type')).toBe('text/csv');
    expect(sent.body).toContain('XX,1,,,x');

    await user.upload(
      input,
      csv('uf,register_number,name,specialty,status\nSP,123456,Ana,,active\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('2 nuevos, 1 actualizados, 0 sin cambios.')).toBeVisible();
  });
});
