import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';

const valid = {
  valid: true,
  verificationCode: 'K7QD-M2XP-9HRT',
  name: 'Ana López Ñúñez',
  title: 'Anticoagulación oral en la práctica clínica',
  finishedDate: '2026-05-04T10:12:00.000Z',
  country: 'mx',
};

describe('certificados/verificar (public)', () => {
  it('confirms a valid code without signing in: who, which course, when, where', async () => {
    const api = mockApi({
      'GET /api/public/certificates/K7QD-M2XP-9HRT': () => Response.json(valid),
    });
    renderApp({ path: '/certificados/verificar/K7QD-M2XP-9HRT' });
    const result = await screen.findByRole('status', { name: 'Certificado válido' });
    expect(result).toHaveTextContent('Otorgado a: Ana López Ñúñez');
    expect(result).toHaveTextContent('Curso: Anticoagulación oral en la práctica clínica');
    expect(result).toHaveTextContent('Fecha: 4 de mayo de 2026');
    expect(result).toHaveTextContent('País: México');
    expect(api.calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('says a code is unknown, and checks another one typed in the form', async () => {
    mockApi({
      'GET /api/public/certificates/ZZZZ-ZZZZ-ZZZZ': () =>
        problem(404, 'training.certificate_not_found'),
      'GET /api/public/certificates/K7QD-M2XP-9HRT': () => Response.json(valid),
    });
    const { router } = renderApp({ path: '/certificados/verificar/ZZZZ-ZZZZ-ZZZZ' });
    expect(await screen.findByText('Certificado no encontrado')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('ZZZZ-ZZZZ-ZZZZ');

    const input = screen.getByRole('textbox', { name: /Código de verificación/ });
    await userEvent.clear(input);
    await userEvent.type(input, 'K7QD-M2XP-9HRT');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Certificado válido')).toBeVisible();
    expect(locationOf(router)).toBe('/certificados/verificar/K7QD-M2XP-9HRT');
  });
});
