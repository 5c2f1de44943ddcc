import type { BackofficeCourse } from '@pulso/contracts/backoffice/courses';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { COURSE_ID, backofficeCourse } from '../testing/backoffice-fixtures.ts';
import CoursesPage from './courses-page.tsx';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const ID = COURSE_ID;
const course = backofficeCourse;

function setUp(routes: Parameters<typeof mockApi>[0] = {}, path = '/backoffice/courses') {
  const api = mockApi({
    'GET /api/backoffice/courses': () =>
      Response.json({
        items: [
          {
            id: ID,
            title: 'Anticoncepción basada en la evidencia',
            countries: ['mx'],
            version: 1,
            pendingVersion: null,
            questions: 1,
            updatedAt: null,
          },
        ],
      }),
    [`GET /api/backoffice/courses/${ID}`]: () => Response.json(course()),
    ...routes,
  });
  const app = renderApp({
    path,
    country: 'mx',
    session: {},
    routes: [{ path: '/backoffice/courses', element: <CoursesPage /> }],
  });
  return { api, ...app };
}

describe('back office: courses', () => {
  it('lists the courses, opens one and saves its exam as a new version', async () => {
    const { api } = setUp({
      [`PUT /api/backoffice/courses/${ID}`]: ({ body }) =>
        Response.json(
          course({
            ...(body as Pick<BackofficeCourse, 'settings'>),
            questions: (body as BackofficeCourse).questions.map((q, i) => ({
              ...q,
              id: q.id ?? `q-new-${i}`,
            })),
            version: 2,
          }),
        ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    expect(await screen.findByText('Versión 1 del banco')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Anticoncepción basada en la evidencia' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Anticoncepción basada en la evidencia',
      }),
    ).toBeVisible();
    expect(screen.getByLabelText('Preguntas por intento')).toHaveValue('2');
    expect(screen.getByText(/Versión 1 · .* · — · 1 pregunta · 4 intentos/)).toBeVisible();

    await user.type(screen.getByLabelText('Texto del certificado'), 'Diez horas de formación.');
    await user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    await user.type(screen.getByLabelText('Pregunta 2'), '¿Segunda pregunta?');
    await user.type(screen.getByLabelText('Texto de la opción 1 de la pregunta 2'), 'Una');
    await user.type(screen.getByLabelText('Texto de la opción 2 de la pregunta 2'), 'Otra');
    await user.click(screen.getByLabelText('Opción 2 de la pregunta 2 es la correcta'));
    await user.click(screen.getByRole('button', { name: 'Guardar nueva versión' }));

    expect(
      await screen.findByText('Guardado: los próximos intentos muestran la versión 2.'),
    ).toBeVisible();
    const [put] = api.called(`PUT /api/backoffice/courses/${ID}`);
    expect(put!.body).toMatchObject({
      settings: { certificateText: 'Diez horas de formación.', totalQuestions: 2 },
      questions: [
        { id: `${ID}-q1` },
        {
          question: '¿Segunda pregunta?',
          options: [
            { text: 'Una', isCorrect: false },
            { text: 'Otra', isCorrect: true },
          ],
        },
      ],
    });
    expect(screen.getByText('Versión 2 del banco')).toBeVisible();
  });

  it("sets a course's own attempts and wait between them; empty follows the server's (decision 072)", async () => {
    const { api } = setUp(
      {
        [`PUT /api/backoffice/courses/${ID}`]: ({ body }) =>
          Response.json(course({ ...(body as Pick<BackofficeCourse, 'settings'>), version: 2 })),
      },
      `/backoffice/courses?course=${ID}`,
    );
    const attempts = await screen.findByLabelText('Intentos permitidos');
    const wait = screen.getByLabelText('Espera entre intentos (horas)');
    expect(attempts).toHaveValue('');
    expect(attempts).toHaveAccessibleDescription('Si lo dejas vacío: 3 (valor general)');
    expect(wait).toHaveAccessibleDescription('Si lo dejas vacío: 24 (valor general)');
    expect(
      screen.getByLabelText('Mostrar la respuesta correcta tras aprobar o tras el último intento'),
    ).toBeChecked();

    await user.type(attempts, '2');
    await user.type(wait, '48');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva versión' }));
    expect(await screen.findByText(/Guardado/)).toBeVisible();
    expect(api.called(`PUT /api/backoffice/courses/${ID}`)[0]!.body).toMatchObject({
      settings: { maxAttempts: 2, retryWaitHours: 48 },
    });
    expect(screen.getByLabelText('Intentos permitidos')).toHaveValue('2');

    await user.clear(screen.getByLabelText('Intentos permitidos'));
    await user.click(screen.getByRole('button', { name: 'Guardar nueva versión' }));
    await vi.waitFor(() => expect(api.called(`PUT /api/backoffice/courses/${ID}`)).toHaveLength(2));
    expect(api.called(`PUT /api/backoffice/courses/${ID}`)[1]!.body).toMatchObject({
      settings: { maxAttempts: null, retryWaitHours: 48 },
    });
  });

  it('names the wrong fields before sending, and those the API refuses', async () => {
    const { api } = setUp(
      {
        [`PUT /api/backoffice/courses/${ID}`]: () =>
          problem(400, 'request.invalid', {
            errors: [{ field: 'body.settings.examDuration', code: 'too_big', message: 'too big' }],
          }),
      },
      `/backoffice/courses?course=${ID}`,
    );
    const question = await screen.findByLabelText('Pregunta 1');
    await user.clear(question);
    await user.click(screen.getByRole('button', { name: 'Guardar nueva versión' }));
    expect(await screen.findByText('Revisa los campos marcados.')).toBeVisible();
    expect(screen.getByLabelText('Pregunta 1')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(api.called(`PUT /api/backoffice/courses/${ID}`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Pregunta 1'), '¿Otra vez?');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva versión' }));
    expect(await screen.findByLabelText('Duración (minutos)')).toHaveAccessibleDescription(
      'El valor no es válido.',
    );
  });

  it("puts the API's field problems on their fields, in the contract's words when it has them", async () => {
    const answers = [
      problem(400, 'request.invalid', {
        errors: [
          {
            field: 'body.settings.certificateText',
            code: 'custom',
            message: 'validation.text.characters',
          },
        ],
      }),
      problem(400, 'backoffice.content_invalid', {
        errors: [
          {
            field: 'body.questions.0.id',
            code: 'duplicate',
            message: 'validation.questionId.repeated',
          },
        ],
      }),
    ];
    const { api } = setUp(
      { [`PUT /api/backoffice/courses/${ID}`]: () => answers.shift()! },
      `/backoffice/courses?course=${ID}`,
    );
    const save = await screen.findByRole('button', { name: 'Guardar nueva versión' });
    await user.click(save);
    expect(await screen.findByLabelText('Texto del certificado')).toHaveAccessibleDescription(
      'Contiene caracteres no válidos.',
    );
    expect(screen.getByText('Revisa los campos marcados.')).toBeVisible();

    await user.click(save);
    expect(await screen.findByLabelText('Pregunta 1')).toHaveAccessibleDescription(
      'Esta pregunta repite el identificador de otra; vuelve a abrir el curso y guárdalo de nuevo.',
    );
    expect(screen.getByLabelText('Texto del certificado')).not.toHaveAccessibleDescription(
      'Contiene caracteres no válidos.',
    );
    expect(api.called(`PUT /api/backoffice/courses/${ID}`)).toHaveLength(2);
  });

  it('shows a reviewer the exam read only', async () => {
    setUp(
      { [`GET /api/backoffice/courses/${ID}`]: () => Response.json(course({ canEdit: false })) },
      `/backoffice/courses?course=${ID}`,
    );
    expect(
      await screen.findByText('Solo lectura: tu rol puede consultar este curso, no editarlo.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Guardar nueva versión' })).toBeNull();
  });

  it('has empty, loading, error (with retry) and not-found states', async () => {
    const { unmount } = setUp({
      'GET /api/backoffice/courses': () => Response.json({ items: [] }),
    });
    expect(await screen.findByText('No hay cursos en tus países.')).toBeVisible();
    unmount();

    let fail = true;
    const failing = setUp({
      'GET /api/backoffice/courses': () =>
        fail
          ? problem(500, 'server.error')
          : Response.json({
              items: [
                {
                  id: ID,
                  title: 'Curso al reintentar',
                  countries: ['mx'],
                  version: 1,
                  pendingVersion: null,
                  questions: 1,
                  updatedAt: null,
                },
              ],
            }),
    });
    expect(await screen.findByTestId('page-loader')).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No pudimos cargar los cursos.')).toBeVisible();
    expect(
      within(alert).getByText('Ocurrió un error inesperado. Inténtalo de nuevo.'),
    ).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Curso al reintentar')).toBeVisible();
    failing.unmount();

    setUp(
      { [`GET /api/backoffice/courses/${ID}`]: () => problem(404, 'backoffice.not_found') },
      `/backoffice/courses?course=${ID}`,
    );
    expect(await screen.findByText('Este curso no existe o no es de tus países.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});

describe('back office: a bank version waiting for approval (decision 074)', () => {
  const pending = (editedByYou: boolean) =>
    course({
      canEdit: false,
      canApprove: true,
      pending: {
        version: 2,
        editors: [{ id: 'editor-1', name: 'Elena Editora MX' }],
        editedByYou,
      },
    });

  it('tells a reviewer what doctors use meanwhile, who saved it, and approves it', async () => {
    const { api } = setUp(
      {
        [`GET /api/backoffice/courses/${ID}`]: () => Response.json(pending(false)),
        [`POST /api/backoffice/courses/${ID}/versions/2/approve`]: () =>
          Response.json(course({ version: 2, canApprove: true })),
        'GET /api/backoffice/audit': () => Response.json({ items: [] }),
      },
      `/backoffice/courses?course=${ID}`,
    );
    expect(
      await screen.findByText(
        'La versión 2 espera la aprobación de un revisor; mientras tanto los exámenes de los médicos usan la versión 1.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Escrito o editado por: Elena Editora MX')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aprobar la versión 2' }));
    await vi.waitFor(() =>
      expect(api.called(`POST /api/backoffice/courses/${ID}/versions/2/approve`)).toHaveLength(1),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Aprobar la versión 2' })).toBeNull(),
    );
  });

  it('does not offer the approval to the one who saved it, and says why (four eyes)', async () => {
    setUp(
      {
        [`GET /api/backoffice/courses/${ID}`]: () => Response.json(pending(true)),
        'GET /api/backoffice/audit': () => Response.json({ items: [] }),
      },
      `/backoffice/courses?course=${ID}`,
    );
    const approve = await screen.findByRole('button', { name: 'Aprobar la versión 2' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      expect.stringContaining('Tú escribiste o editaste esta versión'),
    );
  });
});
