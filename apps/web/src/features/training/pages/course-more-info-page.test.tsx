import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { course } from '../testing/training-fixtures.ts';

describe('cursos-online/{id}/mas-info', () => {
  it('shows the exam facts, instructions and terms, and accepts the terms', async () => {
    let accepted = false;
    const api = mockApi({
      'GET /api/contents/curso': () =>
        Response.json(
          course({
            trainingAcceptedTerms: accepted,
            examDurationMode: 'perQuestion',
            examDuration: 2,
          }),
        ),
      'POST /api/training/curso/accept-terms': () => {
        accepted = true;
        return Response.json({
          trainingAcceptedTerms: true,
          acceptedAt: '2026-05-04T10:00:00.000Z',
        });
      },
    });
    renderApp({ path: '/cursos-online/curso/mas-info', session: {} });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Información del examen' }),
    ).toBeVisible();
    const facts = screen.getByTestId('exam-facts');
    expect(facts).toHaveTextContent('2 minutos por pregunta (6 min en total)');
    expect(facts).toHaveTextContent('Preguntas3');
    expect(facts).toHaveTextContent('2 respuestas correctas de 3');
    expect(screen.getByText('Lea cada pregunta con atención.')).toBeVisible();
    const terms = within(screen.getByRole('region', { name: 'Términos del examen' }));
    expect(
      terms.getByText('Sus respuestas se registran para emitir el certificado.'),
    ).toBeVisible();

    // Accepting needs the box ticked.
    await userEvent.click(terms.getByRole('button', { name: 'Aceptar los términos' }));
    expect(await terms.findByText('Marca la casilla para aceptar los términos.')).toBeVisible();
    expect(api.called('POST /api/training/curso/accept-terms')).toHaveLength(0);

    await userEvent.click(
      terms.getByRole('checkbox', { name: 'He leído y acepto los términos del examen' }),
    );
    await userEvent.click(terms.getByRole('button', { name: 'Aceptar los términos' }));
    expect(await terms.findByText(/Ya aceptaste los términos/)).toBeVisible();
    expect(api.called('POST /api/training/curso/accept-terms')).toHaveLength(1);
    expect(terms.getByRole('link', { name: 'Ir al examen' })).toHaveAttribute(
      'href',
      '/cursos-online/curso/examen',
    );
  });
});
