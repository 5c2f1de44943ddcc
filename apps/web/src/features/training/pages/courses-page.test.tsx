import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cluster, row } from '../../../testing/content-fixtures.ts';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { episode } from '../../../testing/content-fixtures.ts';
import { course, courseCard, progress } from '../testing/training-fixtures.ts';

const courses = [
  courseCard('curso-a', 'Curso A'),
  courseCard('curso-b', 'Curso B'),
  courseCard('curso-c', 'Curso C'),
];

describe('cursos-online: the course list', () => {
  it("lists the country's courses with the user's state in each", async () => {
    const api = mockApi({
      'GET /api/clusters/home': () => Response.json(cluster('home', [row('training', courses)])),
      'GET /api/training/progress': () =>
        Response.json({
          courses: [
            progress({ contentId: 'curso-a', state: 'passed', attempts: 1 }),
            progress({ contentId: 'curso-b', state: 'in_progress', completedLessons: ['l-1'] }),
          ],
        }),
    });
    renderApp({ path: '/cursos-online', session: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cursos online' })).toBeVisible();
    const items = await screen.findAllByTestId('course-item');
    expect(items).toHaveLength(3);
    await waitFor(() =>
      expect(within(items[0]!).getByTestId('course-state')).toHaveTextContent('Aprobado'),
    );
    expect(within(items[1]!).getByTestId('course-state')).toHaveTextContent('En curso');
    expect(items[1]).toHaveTextContent('1 lección completada');
    expect(within(items[2]!).getByTestId('course-state')).toHaveTextContent('Sin comenzar');
    expect(within(items[0]!).getByRole('link', { name: 'Curso A' })).toHaveAttribute(
      'href',
      '/cursos-online/curso-a',
    );
    expect(api.called('GET /api/clusters/home')[0]?.url.searchParams.get('subclusters')).toBe(
      'training',
    );
  });

  it('says so when the country has no courses', async () => {
    mockApi({
      'GET /api/clusters/home': () => Response.json(cluster('home', [])),
      'GET /api/training/progress': () => Response.json({ courses: [] }),
    });
    renderApp({ path: '/cursos-online', session: {} });
    expect(await screen.findByText('Todavía no hay cursos')).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/clusters/home': () =>
        fail
          ? problem(503, 'unavailable')
          : Response.json(cluster('home', [row('training', courses)])),
      'GET /api/training/progress': () => Response.json({ courses: [] }),
    });
    renderApp({ path: '/cursos-online', session: {} });
    expect(await screen.findByText('No se pudieron cargar los contenidos')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByTestId('course-item')).toHaveLength(3);
  });
});

describe('cursos-online/{id}: a course', () => {
  it('shows its lessons, the progress, marks a lesson done and leads to the exam', async () => {
    let completed: string[] = ['leccion-1'];
    const api = mockApi({
      'GET /api/contents/curso': () => Response.json(course()),
      'GET /api/training/progress': () =>
        Response.json({
          courses: [progress({ state: 'not_started', completedLessons: completed })],
        }),
      'POST /api/training/curso/lessons/leccion-2/complete': () => {
        completed = ['leccion-1', 'leccion-2'];
        return Response.json(progress({ completedLessons: completed }));
      },
    });
    renderApp({ path: '/cursos-online/curso/leccion-2', session: {} });
    const panel = within(await screen.findByRole('region', { name: 'Tu progreso' }));
    expect(await panel.findByText('1 de 3 lecciones completadas')).toBeVisible();
    expect(panel.getByRole('link', { name: 'Hacer el examen' })).toHaveAttribute(
      'href',
      '/cursos-online/curso/examen',
    );
    expect(panel.getByRole('link', { name: 'Información del examen' })).toHaveAttribute(
      'href',
      '/cursos-online/curso/mas-info',
    );
    await userEvent.click(
      panel.getByRole('button', { name: 'Marcar esta lección como completada' }),
    );
    expect(await panel.findByText('2 de 3 lecciones completadas')).toBeVisible();
    expect(api.called('POST /api/training/curso/lessons/leccion-2/complete')).toHaveLength(1);
  });

  /** The progress API of one learner: lessons done move the course to in progress. */
  function learnerApi(extra: Parameters<typeof mockApi>[0] = {}) {
    const completed: string[] = [];
    const state = () => ({
      completedLessons: [...completed],
      state: completed.length ? ('in_progress' as const) : ('not_started' as const),
    });
    const api = mockApi({
      'GET /api/training/progress': () => Response.json({ courses: [progress(state())] }),
      ...Object.fromEntries(
        ['leccion-1', 'leccion-2'].map((lesson) => [
          `POST /api/training/curso/lessons/${lesson}/complete`,
          () => {
            if (!completed.includes(lesson)) completed.push(lesson);
            return Response.json(progress(state()));
          },
        ]),
      ),
      ...extra,
    });
    return { api, completed };
  }

  it('marks a video lesson done when it plays to its end, and the course in progress', async () => {
    const { api, completed } = learnerApi({
      'GET /api/contents/curso': () => Response.json(course()),
    });
    renderApp({ path: '/cursos-online/curso/leccion-2', session: {} });
    const panel = within(await screen.findByRole('region', { name: 'Tu progreso' }));
    expect(await panel.findByText('0 de 3 lecciones completadas')).toBeVisible();
    expect(panel.getByTestId('course-state')).toHaveTextContent('Sin comenzar');
    // Opening a video lesson is not watching it (the opening of the course is recorded, once).
    expect(api.calls.filter((call) => call.path.includes('/lessons/'))).toHaveLength(0);
    expect(api.called('POST /api/contents/curso/views').length).toBeLessThanOrEqual(1);

    fireEvent.ended(document.querySelector('video')!);
    expect(await panel.findByText('1 de 3 lecciones completadas')).toBeVisible();
    expect(panel.getByTestId('course-state')).toHaveTextContent('En curso');
    expect(completed).toEqual(['leccion-2']);
    // Lessons done are not an exam under way.
    expect(panel.getByRole('link', { name: 'Hacer el examen' })).toBeVisible();
  });

  it('marks a text lesson done once opened', async () => {
    const { completed } = learnerApi({
      'GET /api/contents/curso': () =>
        Response.json(
          course({
            lessons: [
              episode('leccion-1', {
                title: 'Lección de lectura',
                content: { kind: 'html', html: '<p>Texto de la lección</p>' },
              }),
            ],
          }),
        ),
    });
    renderApp({ path: '/cursos-online/curso/leccion-1', session: {} });
    const panel = within(await screen.findByRole('region', { name: 'Tu progreso' }));
    expect(await panel.findByText('1 de 1 lección completada')).toBeVisible();
    expect(panel.getByTestId('course-state')).toHaveTextContent('En curso');
    expect(completed).toEqual(['leccion-1']);
  });

  it('offers to resume the exam only while an attempt is open', async () => {
    mockApi({
      'GET /api/contents/curso': () => Response.json(course()),
      'GET /api/training/progress': () =>
        Response.json({
          courses: [progress({ state: 'in_progress', examInProgress: true, attempts: 0 })],
        }),
    });
    renderApp({ path: '/cursos-online/curso', session: {} });
    const panel = within(await screen.findByRole('region', { name: 'Tu progreso' }));
    expect(await panel.findByRole('link', { name: 'Continuar el examen' })).toBeVisible();
  });
});
