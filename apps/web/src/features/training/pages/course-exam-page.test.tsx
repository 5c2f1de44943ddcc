import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  ATTEMPT_ID,
  allowance,
  attempt,
  certificate,
  course,
  graded,
  gradedWithoutKey,
  result,
} from '../testing/training-fixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

type Routes = Parameters<typeof mockApi>[0];

const noAttempt = () => Response.json({ attempt: null, allowance: allowance() });
const saved = (answered: number, remainingSeconds = 1100) =>
  Response.json({ savedAt: '2026-05-04T10:01:00.000Z', remainingSeconds, answered });

function setUp(routes: Routes = {}) {
  const api = mockApi({
    'GET /api/contents/curso': () => Response.json(course()),
    'GET /api/training/curso/attempt': noAttempt,
    'POST /api/training/curso/start': () => Response.json(attempt()),
    'PUT /api/training/curso/answers': ({ body }) =>
      saved((body as { answers: unknown[] }).answers.length),
    ...routes,
  });
  const app = renderApp({ path: '/cursos-online/curso/examen', session: {} });
  return { api, ...app };
}

const timer = () => screen.getByRole('timer', { name: 'Tiempo restante' });
const announcement = () => screen.getByTestId('exam-timer-announcement');
const optionOf = async (questionText: string, option: string) =>
  within(await screen.findByRole('radiogroup', { name: questionText })).getByRole('radio', {
    name: option,
  });

describe('course exam: start, autosave and resume', () => {
  it("starts the exam, counts down the server's time and saves each answer as it is given (only it)", async () => {
    const { api } = setUp();
    // A first visit asks for an open attempt and is told there is none: no error shown.
    const begin = await screen.findByRole('button', { name: 'Comenzar el examen' });
    expect(api.called('GET /api/training/curso/attempt')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(begin);

    const [start] = api.called('POST /api/training/curso/start');
    expect(start?.body).toEqual({ startTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await screen.findByRole('heading', { name: 'Pregunta 1 de 3' })).toBeVisible();
    expect(timer().textContent).toMatch(/^(20:00|19:59)$/);

    await user.click(await optionOf('¿Pregunta número 1?', 'Opción B de 1'));
    await waitFor(() => expect(api.called('PUT /api/training/curso/answers')).toHaveLength(1));
    expect(api.called('PUT /api/training/curso/answers')[0]?.body).toEqual({
      attemptId: ATTEMPT_ID,
      answers: [{ id: 'curso-q1', selectedOptionValue: 'b' }],
    });
    expect(await screen.findByText('Respuestas guardadas')).toBeVisible();

    // The next question takes the focus, so a screen reader starts reading it.
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const heading = await screen.findByRole('heading', { name: 'Pregunta 2 de 3' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(await optionOf('¿Pregunta número 2?', 'Opción A de 2'));
    await waitFor(() => expect(api.called('PUT /api/training/curso/answers')).toHaveLength(2));
    // Only the answer that changed: the server keeps the ones it has.
    expect(api.called('PUT /api/training/curso/answers')[1]?.body).toEqual({
      attemptId: ATTEMPT_ID,
      answers: [{ id: 'curso-q2', selectedOptionValue: 'a' }],
    });
    // The autosave answer's remaining time resets the clock (1100 s = 18:20).
    await waitFor(() => expect(timer().textContent).toMatch(/^18:(20|19)$/));

    // A changed mind sends that answer alone, again.
    await user.click(await optionOf('¿Pregunta número 2?', 'Opción C de 2'));
    await waitFor(() => expect(api.called('PUT /api/training/curso/answers')).toHaveLength(3));
    expect(api.called('PUT /api/training/curso/answers')[2]?.body).toEqual({
      attemptId: ATTEMPT_ID,
      answers: [{ id: 'curso-q2', selectedOptionValue: 'c' }],
    });
  });

  it('opening the exam is not opening the item: no view is recorded, the item is read once', async () => {
    const { api } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Comenzar el examen' }));
    await user.click(await optionOf('¿Pregunta número 1?', 'Opción A de 1'));
    await waitFor(() => expect(api.called('PUT /api/training/curso/answers')).toHaveLength(1));
    expect(api.called('GET /api/contents/curso')).toHaveLength(1);
    expect(api.called('POST /api/contents/curso/views')).toHaveLength(0);
  });

  it('resumes the open attempt after a reload: its answers, its time left, the next question', async () => {
    const { api } = setUp({
      'GET /api/training/curso/attempt': () =>
        Response.json({
          attempt: attempt({
            answers: [{ id: 'curso-q1', selectedOptionValue: 'c' }],
            remainingSeconds: 95,
          }),
          allowance: allowance({ used: 1 }),
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Pregunta 2 de 3' })).toBeVisible();
    expect(timer().textContent).toMatch(/^01:3[45]$/);
    expect(api.called('POST /api/training/curso/start')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Pregunta 1, respondida' }));
    expect(await optionOf('¿Pregunta número 1?', 'Opción C de 1')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pregunta 3, sin responder' })).toBeVisible();
  });

  it('keeps the answers when the connection drops and saves them when it is back', async () => {
    let online = false;
    const { api } = setUp({
      'PUT /api/training/curso/answers': ({ body }) => {
        if (!online) throw new TypeError('Failed to fetch');
        return saved((body as { answers: unknown[] }).answers.length);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Comenzar el examen' }));
    await user.click(await optionOf('¿Pregunta número 1?', 'Opción A de 1'));

    const warning = 'Sin conexión: tus respuestas se guardarán al volver la conexión';
    await waitFor(() => expect(screen.getByTestId('autosave-state')).toHaveTextContent(warning));
    expect(screen.getAllByRole('status').some((node) => node.textContent === warning)).toBe(true);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(screen.getByTestId('autosave-state')).toHaveTextContent('Respuestas guardadas'),
    );
    const calls = api.called('PUT /api/training/curso/answers');
    expect(calls.at(-1)?.body).toEqual({
      attemptId: ATTEMPT_ID,
      answers: [{ id: 'curso-q1', selectedOptionValue: 'a' }],
    });
  });

  it('asks for the terms first when they are not accepted', async () => {
    const { api } = setUp({
      'GET /api/contents/curso': () => Response.json(course({ trainingAcceptedTerms: false })),
    });
    expect(await screen.findByText('Primero, los términos del examen')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Leer y aceptar los términos' })).toHaveAttribute(
      'href',
      '/cursos-online/curso/mas-info',
    );
    expect(api.called('GET /api/training/curso/attempt')).toHaveLength(0);
  });
});

describe('course exam: finishing', () => {
  async function answerAll(choices: string[]) {
    for (const [index, choice] of choices.entries()) {
      const n = index + 1;
      await user.click(await optionOf(`¿Pregunta número ${n}?`, `Opción ${choice} de ${n}`));
      if (n < choices.length) await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    }
  }

  it('shows the result and the feedback, the wrong answers marked but not the right ones, then a retake (a course without a wait)', async () => {
    const failed = result(
      [gradedWithoutKey(1, 'a'), gradedWithoutKey(2, 'b'), gradedWithoutKey(3, null)],
      {
        showsCorrectAnswers: false,
        correctAnswersShownLater: true,
        allowance: allowance({ used: 1, retryWaitMinutes: 0 }),
      },
    );
    let starts = 0;
    const { api } = setUp({
      'POST /api/training/curso/start': () =>
        Response.json(
          attempt(starts++ === 0 ? {} : { attemptId: '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d' }),
        ),
      'POST /api/training/curso/finish': () => Response.json(failed),
      'GET /api/training/curso/feedback': () => Response.json(failed),
    });
    await user.click(await screen.findByRole('button', { name: 'Comenzar el examen' }));
    await answerAll(['A', 'B']);
    await user.click(screen.getByRole('button', { name: 'Terminar el examen' }));
    // One question unanswered: the learner confirms.
    expect(await screen.findByText(/Queda 1 pregunta sin responder/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Terminar de todos modos' }));

    expect(await screen.findByText('No aprobaste esta vez')).toBeVisible();
    // Both answers were autosaved: the finish does not send them again.
    const [finish] = api.called('POST /api/training/curso/finish');
    expect(finish?.body).toEqual({
      attemptId: ATTEMPT_ID,
      answers: [],
      attemptFinishDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(screen.getByTestId('exam-score')).toHaveTextContent('1 de 3 respuestas correctas');
    expect(screen.getByText(/Tiempo empleado: 7 min 05 s/)).toBeVisible();
    // The finish's answer is the feedback: it is not asked for again, nor the item re-read.
    expect(api.called('GET /api/training/curso/feedback')).toHaveLength(0);
    expect(api.called('GET /api/contents/curso')).toHaveLength(1);

    const items = screen.getAllByTestId('feedback-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Correcta');
    expect(items[1]).toHaveTextContent('Incorrecta');
    expect(items[1]).toHaveTextContent('Tu respuesta: Opción B de 2');
    expect(items[1]).not.toHaveTextContent('Respuesta correcta');
    expect(items[2]).toHaveTextContent('Sin responder');
    expect(screen.getByText(/Las respuestas correctas se mostrarán cuando apruebes/)).toBeVisible();
    expect(screen.getByTestId('attempts-notice')).toHaveTextContent('Te quedan 2 intentos de 3.');
    expect(screen.queryByRole('button', { name: /Descargar el certificado/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Repetir el examen' }));
    expect(await screen.findByRole('heading', { name: 'Pregunta 1 de 3' })).toBeVisible();
    expect(api.called('POST /api/training/curso/start')).toHaveLength(2);
    expect(await optionOf('¿Pregunta número 1?', 'Opción A de 1')).not.toBeChecked();
  });

  it('offers the certificate when passed, without a retake', async () => {
    const passed = result([graded(1, 'a'), graded(2, 'a'), graded(3, 'b')]);
    const { api } = setUp({
      'POST /api/training/curso/finish': () => Response.json(passed),
      'GET /api/training/curso/feedback': () => Response.json(passed),
    });
    await user.click(await screen.findByRole('button', { name: 'Comenzar el examen' }));
    await answerAll(['A', 'A', 'B']);
    await user.click(screen.getByRole('button', { name: 'Terminar el examen' }));

    expect(await screen.findByText('¡Aprobaste el examen!')).toBeVisible();
    expect(screen.getByTestId('exam-score')).toHaveTextContent('2 de 3 respuestas correctas');
    expect(
      screen.getByRole('button', {
        name: 'Descargar el certificado de «Curso de anticoagulación» (PDF)',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mis certificados' })).toHaveAttribute(
      'href',
      '/certificados',
    );
    expect(screen.queryByRole('button', { name: 'Repetir el examen' })).toBeNull();
    expect(api.called('GET /api/training/curso/feedback')).toHaveLength(0);
    expect(api.called('GET /api/contents/curso')).toHaveLength(1);
  });

  it('sends with the finish the answers autosave could not save, and only those', async () => {
    const passed = result([graded(1, 'a'), graded(2, 'a'), graded(3, 'b')]);
    let online = true;
    const { api } = setUp({
      'PUT /api/training/curso/answers': ({ body }) => {
        if (!online) throw new TypeError('Failed to fetch');
        return saved((body as { answers: unknown[] }).answers.length);
      },
      'POST /api/training/curso/finish': () => Response.json(passed),
    });
    await user.click(await screen.findByRole('button', { name: 'Comenzar el examen' }));
    await answerAll(['A', 'A']);
    await waitFor(() =>
      expect(screen.getByTestId('autosave-state')).toHaveTextContent('Respuestas guardadas'),
    );
    online = false;
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await optionOf('¿Pregunta número 3?', 'Opción B de 3'));
    await waitFor(() =>
      expect(screen.getByTestId('autosave-state')).toHaveTextContent(/Sin conexión/),
    );
    await user.click(screen.getByRole('button', { name: 'Terminar el examen' }));

    expect(await screen.findByText('¡Aprobaste el examen!')).toBeVisible();
    const [finish] = api.called('POST /api/training/curso/finish');
    expect(finish?.body).toMatchObject({
      attemptId: ATTEMPT_ID,
      answers: [{ id: 'curso-q3', selectedOptionValue: 'b' }],
    });
  });

  it('shows a passed course with its certificate and the answers of the passing attempt', async () => {
    const passed = result([graded(1, 'a'), graded(2, 'a'), graded(3, 'b')]);
    const { api } = setUp({
      'GET /api/contents/curso': () =>
        Response.json(course({ trainingUserCertificate: certificate().certificate })),
      'GET /api/training/curso/feedback': () => Response.json(passed),
    });
    expect(await screen.findByText('Ya aprobaste este curso')).toBeVisible();
    expect(await screen.findAllByTestId('feedback-item')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Descargar el certificado/ })).toBeVisible();
    expect(api.called('GET /api/training/curso/attempt')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Comenzar el examen' })).toBeNull();
  });
});

describe('course exam: the timer', () => {
  it('announces 5 min, 1 min and 30 s (not every second) and submits by itself at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const late = result([graded(1, 'a'), graded(2, null), graded(3, null)]);
    const { api } = setUp({
      'GET /api/training/curso/attempt': () =>
        Response.json({ attempt: attempt({ remainingSeconds: 302 }), allowance: allowance() }),
      'POST /api/training/curso/finish': () => Response.json(late),
      'GET /api/training/curso/feedback': () => Response.json(late),
    });
    await screen.findByRole('heading', { name: 'Pregunta 1 de 3' });
    expect(announcement()).toHaveTextContent('');

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(announcement()).toHaveTextContent('Quedan 5 minutos.');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // Seconds go by on the clock, the announcement stays as it was.
    expect(announcement()).toHaveTextContent('Quedan 5 minutos.');
    expect(timer()).toHaveTextContent(/^04:4\d$/);

    await act(() => vi.advanceTimersByTimeAsync(230_000));
    expect(announcement()).toHaveTextContent('Queda 1 minuto.');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(announcement()).toHaveTextContent('Quedan 30 segundos.');
    expect(api.called('POST /api/training/curso/finish')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(api.called('POST /api/training/curso/finish')).toHaveLength(1));
    expect(await screen.findByText('No aprobaste esta vez')).toBeVisible();
  });
});
