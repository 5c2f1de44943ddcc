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
        errors: [
          {
            line: 3,
            message: 'uf "XX" is not a UF; status "x" is not active, suspended or cancelled',
            problems: [
              { code: 'uf_invalid', column: 'uf', params: { value: 'XX' } },
              { code: 'status_invalid', column: 'status', params: { value: 'x' } },
            ],
          },
        ],
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
    const row = within(errors).getByRole('row', { name: /^3 / });
    expect(within(row).getByText('Columna uf: «XX» no es una UF.')).toBeVisible();
    expect(
      within(row).getByText(
        'Columna status: «x» no es active, suspended ni cancelled (ni ATIVO, SUSPENSO, CANCELADO).',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/is not a UF/)).toBeNull();
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

  it('says what is wrong on each line in Brazilian Portuguese', async () => {
    mockApi({
      'POST /api/backoffice/licences/import': () =>
        Response.json({
          imported: 0,
          updated: 0,
          unchanged: 0,
          errors: [
            {
              line: 5,
              message: 'repeats SP/888001 of line 2',
              problems: [{ code: 'duplicate', params: { licence: 'SP/888001', firstLine: 2 } }],
            },
            {
              line: 6,
              message: 'name is longer than 200',
              problems: [{ code: 'name_too_long', column: 'name', params: { max: 200 } }],
            },
          ],
        }),
    });
    renderApp({
      path: '/backoffice/licences',
      country: 'br',
      session: {},
      routes: [{ path: '/backoffice/licences', Component: LicencesPage }],
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText(/Arquivo CSV/);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, csv('uf,register_number,name,specialty,status\n'));
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const errors = await screen.findByRole('table', { name: 'Linhas com erros' });
    expect(within(errors).getByText('Repete o registro SP/888001 da linha 2.')).toBeVisible();
    expect(within(errors).getByText('Coluna name: tem mais de 200 caracteres.')).toBeVisible();
    expect(
      screen.getByText('Corrija as 2 linhas indicadas e importe o arquivo de novo.'),
    ).toBeVisible();
  });
});
