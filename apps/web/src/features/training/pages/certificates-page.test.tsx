import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { CERTIFICATE_ID, certificate } from '../testing/training-fixtures.ts';

describe('certificados', () => {
  it('lists the certificates (title, date, code) and downloads the PDF with the session', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const api = mockApi({
      'GET /api/training/certificates': () =>
        Response.json({
          certificates: [
            certificate(),
            certificate({
              id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
              contentId: 'programa-ponentes',
              title: 'Programa de ponentes',
              isSpeakerTraining: true,
              verificationCode: 'ABCD-EFGH-JKMN',
            }),
          ],
        }),
      [`GET /api/training/certificates/${CERTIFICATE_ID}/pdf`]: () =>
        new Response(pdf, { headers: { 'content-type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:certificate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);

    renderApp({ path: '/certificados', session: { token: 'session-token' } });
    const items = await screen.findAllByTestId('certificate-item');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Curso de anticoagulación' })).toHaveAttribute(
      'href',
      '/cursos-online/curso',
    );
    expect(items[0]).toHaveTextContent('Aprobado el 4 de mayo de 2026');
    expect(first.getByRole('link', { name: 'K7QD-M2XP-9HRT' })).toHaveAttribute(
      'href',
      '/certificados/verificar/K7QD-M2XP-9HRT',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Programa de ponentes' })).toHaveAttribute(
      'href',
      '/speaker-training/programa-ponentes',
    );

    await userEvent.click(
      first.getByRole('button', {
        name: 'Descargar el certificado de «Curso de anticoagulación» (PDF)',
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [download] = api.called(`GET /api/training/certificates/${CERTIFICATE_ID}/pdf`);
    expect(download?.headers.get('authorization')).toBe('Bearer session-token');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('certificado-K7QD-M2XP-9HRT.pdf');
    expect(link.href).toBe('blob:certificate');
  });

  it('says so when there are none yet, with the way to the courses', async () => {
    mockApi({ 'GET /api/training/certificates': () => Response.json({ certificates: [] }) });
    renderApp({ path: '/certificados', session: {} });
    expect(await screen.findByText('Todavía no tienes certificados')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver los cursos' })).toHaveAttribute(
      'href',
      '/cursos-online',
    );
  });
});
