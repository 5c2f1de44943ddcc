import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  allowance,
  attempt,
  course,
  graded,
  gradedWithoutKey,
  progress,
  result,
} from '../testing/training-fixtures.ts';

/**
 * Decision 072 on the doctor's screens: after a failed attempt that is not the last, the wrong
 * answers are marked but the right ones are not shown; the attempts left, when the next opens and
 * that none is left are said on the exam and course screens.
 */

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

/** A day in the future whatever day the tests run: 10:07 UTC, 4:07 a.m. in Mexico City. */
const TOMORROW = '2099-05-05T10:07:05.000Z';

type Routes = Parameters<typeof mockApi>[0];

function openExam(routes: Routes, country: CountryCode = 'mx') {
  const api = mockApi({
    'GET /api/contents/curso': () => Response.json(course()),
    'POST /api/training/curso/start': () => Response.json(attempt()),
    'PUT /api/training/curso/answers': () =>
      Response.json({ savedAt: '2026-05-04T10:01:00.000Z', remainingSeconds: 1100, answered: 1 }),
    ...routes,
  });
  renderApp({ path: '/cursos-online/curso/examen', session: {}, country });
  return api;
}

/** A failed first attempt of three, the next a day later: no key. */
const failedFirst = () =>
  result([gradedWithoutKey(1, 'a'), gradedWithoutKey(2, 'b'), gradedWithoutKey(3, null)], {
    showsCorrectAnswers: false,
    correctAnswersShownLater: true,
    allowance: allowance({ used: 1, nextAttemptAt: TOMORROW }),
  });

async function finishExam() {
  await user.click(await screen.findByRole('button', { name: 'Comenzar el examen' }));
  await screen.findByRole('heading', { name: 'Pregunta 1 de 3' });
  await user.click(screen.getByRole('button', { name: 'Terminar el examen' }));
  await user.click(await screen.findByRole('button', { name: 'Terminar de todos modos' }));
}

const notice = () => screen.getByTestId('attempts-notice');

describe('the feedback of a failed attempt', () => {
  it('marks the wrong answers and the score, hides the right ones, and says when the next attempt opens', async () => {
    openExam({
      'GET /api/training/curso/attempt': () =>
        Response.json({ attempt: null, allowance: allowance() }),
      'POST /api/training/curso/finish': () => Response.json(failedFirst()),
    });
    await finishExam();

    expect(await screen.findByText('No aprobaste esta vez')).toBeVisible();
    expect(screen.getByTestId('exam-score')).toHaveTextContent('1 de 3 respuestas correctas');
    const items = screen.getAllByTestId('feedback-item');
    expect(items.map((item) => item.dataset.correct)).toEqual(['true', 'false', 'false']);
    expect(items[0]).toHaveTextContent('Correcta');
    expect(items[1]).toHaveTextContent('Incorrecta');
    expect(items[1]).toHaveTextContent('Tu respuesta: Opción B de 2');
    expect(items[2]).toHaveTextContent('Sin responder');
    for (const item of items) expect(item).not.toHaveTextContent('Respuesta correcta');
    expect(
      screen.getByText(
        /Las respuestas correctas se mostrarán cuando apruebes o cuando hayas usado todos tus intentos\./,
      ),
    ).toBeVisible();

    expect(notice()).toHaveTextContent('Te quedan 2 intentos de 3.');
    expect(notice()).toHaveTextContent(
      /Podrás volver a intentarlo a partir del 5 de mayo de 2099 a las 4:07/,
    );
    // Not before then: no retake.
    expect(screen.queryByRole('button', { name: 'Repetir el examen' })).toBeNull();
  });

  it('shows the right answers after the last attempt, and that none is left', async () => {
    const last = result([graded(1, 'a'), graded(2, 'b'), graded(3, null)]);
    expect(last.allowance).toMatchObject({ used: 3, left: 0 });
    openExam({
      'GET /api/training/curso/attempt': () =>
        Response.json({ attempt: null, allowance: allowance({ used: 2 }) }),
      'POST /api/training/curso/finish': () => Response.json(last),
    });
    // Before starting: the last attempt.
    expect(await screen.findByTestId('attempts-notice')).toHaveTextContent(
      'Te queda 1 intento de 3.',
    );
    await finishExam();

    expect(await screen.findByText('No aprobaste esta vez')).toBeVisible();
    const items = screen.getAllByTestId('feedback-item');
    expect(items[1]).toHaveTextContent('Respuesta correcta: Opción A de 2');
    expect(items[2]).toHaveTextContent('Respuesta correcta: Opción A de 3');
    expect(items[0]).not.toHaveTextContent('Respuesta correcta');
    expect(notice()).toHaveTextContent(
      'Ya usaste los 3 intentos de este examen: no puedes volver a hacerlo ni obtener el certificado de este curso.',
    );
    expect(screen.queryByRole('button', { name: 'Repetir el examen' })).toBeNull();
  });

  it('shows the right answers after a pass', async () => {
    openExam({
      'GET /api/training/curso/attempt': () =>
        Response.json({ attempt: null, allowance: allowance({ used: 1 }) }),
      'POST /api/training/curso/finish': () =>
        Response.json(result([graded(1, 'a'), graded(2, 'a'), graded(3, 'b')])),
    });
    await finishExam();
    expect(await screen.findByText('¡Aprobaste el examen!')).toBeVisible();
    expect(screen.getAllByTestId('feedback-item')[2]).toHaveTextContent(
      'Respuesta correcta: Opción A de 3',
    );
    expect(screen.queryByTestId('attempts-notice')).toBeNull();
  });
});

describe('the exam screen before an attempt', () => {
  it('says how many attempts there are and the wait a failed one brings', async () => {
    openExam({
      'GET /api/training/curso/attempt': () =>
        Response.json({ attempt: null, allowance: allowance() }),
    });
    expect(await screen.findByTestId('attempts-notice')).toHaveTextContent(
      'Te quedan 3 intentos de 3.',
    );
    expect(notice()).toHaveTextContent(
      'Si no apruebas, podrás repetir el examen tras una espera de 24 horas.',
    );
    expect(screen.getByRole('button', { name: 'Comenzar el examen' })).toBeVisible();
  });

  it('while waiting: when the next attempt opens, no start, the last answers without the key', async () => {
    const api = openExam({
      'GET /api/training/curso/attempt': () =>
        Response.json({
          attempt: null,
          allowance: allowance({ used: 1, nextAttemptAt: TOMORROW }),
        }),
      'GET /api/training/curso/feedback': () => Response.json(failedFirst()),
    });
    expect(await screen.findByTestId('attempts-notice')).toHaveTextContent(
      /Te quedan 2 intentos de 3\.Podrás volver a intentarlo a partir del 5 de mayo de 2099 a las 4:07/,
    );
    expect(screen.queryByRole('button', { name: 'Comenzar el examen' })).toBeNull();
    const items = await screen.findAllByTestId('feedback-item');
    expect(items[1]).toHaveTextContent('Incorrecta');
    expect(items[1]).not.toHaveTextContent('Respuesta correcta');
    expect(api.called('POST /api/training/curso/start')).toHaveLength(0);
  });

  it('with no attempt left: says so, no start, the last answers with the key', async () => {
    openExam({
      'GET /api/training/curso/attempt': () =>
        Response.json({ attempt: null, allowance: allowance({ used: 3 }) }),
      'GET /api/training/curso/feedback': () =>
        Response.json(result([graded(1, 'a'), graded(2, 'b'), graded(3, 'c')])),
    });
    expect(await screen.findByTestId('attempts-notice')).toHaveTextContent(
      'Ya usaste los 3 intentos de este examen',
    );
    expect(screen.queryByRole('button', { name: 'Comenzar el examen' })).toBeNull();
    const items = await screen.findAllByTestId('feedback-item');
    expect(items[1]).toHaveTextContent('Respuesta correcta: Opción A de 2');
  });

  it('when the server refuses the start (not yet), reads the attempts again and says when', async () => {
    let reads = 0;
    const api = openExam({
      'GET /api/training/curso/attempt': () =>
        Response.json({
          attempt: null,
          // This browser's clock thought the wait was over; the server's did not.
          allowance:
            reads++ === 0
              ? allowance({ used: 1, nextAttemptAt: '2020-01-01T00:00:00.000Z' })
              : allowance({ used: 1, nextAttemptAt: TOMORROW }),
        }),
      'POST /api/training/curso/start': () =>
        problem(409, 'training.retry_later', { retryAt: TOMORROW }),
      'GET /api/training/curso/feedback': () => Response.json(failedFirst()),
    });
    await user.click(await screen.findByRole('button', { name: 'Comenzar el examen' }));
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        /Podrás volver a intentarlo a partir del 5 de mayo de 2099/,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Comenzar el examen' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.called('GET /api/training/curso/attempt').length).toBeGreaterThanOrEqual(2);
  });

  it('says it in Portuguese in Brazil', async () => {
    openExam(
      {
        'GET /api/training/curso/attempt': () =>
          Response.json({
            attempt: null,
            allowance: allowance({ used: 1, nextAttemptAt: TOMORROW }),
          }),
        'GET /api/training/curso/feedback': () => Response.json(failedFirst()),
      },
      'br',
    );
    expect(await screen.findByTestId('attempts-notice')).toHaveTextContent(
      /Restam 2 tentativas de 3\.Você poderá tentar novamente a partir de 5 de maio de 2099/,
    );
    expect(
      await screen.findByText(
        /As respostas corretas serão mostradas quando você for aprovado ou depois da sua última tentativa\./,
      ),
    ).toBeVisible();
  });
});

describe('the course screen', () => {
  const courseWith = (record: ReturnType<typeof progress>) => {
    mockApi({
      'GET /api/contents/curso': () => Response.json(course()),
      'GET /api/training/progress': () => Response.json({ courses: [record] }),
    });
    renderApp({ path: '/cursos-online/curso', session: {} });
  };

  it('says how many attempts are left and when the next opens', async () => {
    courseWith(
      progress({
        state: 'failed',
        trainingAcceptedTerms: true,
        attempts: 1,
        bestCorrectAnswers: 1,
        allowance: allowance({ used: 1, nextAttemptAt: TOMORROW }),
      }),
    );
    const panel = within(await screen.findByRole('region', { name: 'Tu progreso' }));
    expect(await panel.findByTestId('attempts-notice')).toHaveTextContent(
      /Te quedan 2 intentos de 3\.Podrás volver a intentarlo a partir del 5 de mayo de 2099/,
    );
    expect(panel.getByRole('link', { name: 'Hacer el examen' })).toBeVisible();
  });

  it('says that none is left, and leads to the result', async () => {
    courseWith(
      progress({
        state: 'failed',
        trainingAcceptedTerms: true,
        attempts: 3,
        bestCorrectAnswers: 1,
        allowance: allowance({ used: 3 }),
      }),
    );
    const panel = within(await screen.findByRole('region', { name: 'Tu progreso' }));
    expect(await panel.findByTestId('attempts-notice')).toHaveTextContent(
      'Ya usaste los 3 intentos de este examen: no puedes volver a hacerlo ni obtener el certificado de este curso.',
    );
    expect(panel.getByRole('link', { name: 'Ver el resultado' })).toHaveAttribute(
      'href',
      '/cursos-online/curso/examen',
    );
  });
});
