import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import CoursesPage from '../courses/courses-page.tsx';
import EventsPage from '../events/events-page.tsx';
import {
  COURSE_ID,
  EVENT_ID,
  backofficeCourse,
  backofficeEvent,
} from '../testing/backoffice-fixtures.ts';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../../lib/save-blob.ts', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

const trail = {
  items: [
    {
      action: 'save-exam',
      actor: { id: 'u1', name: 'Ana Editora' },
      at: '2026-11-20T15:00:00.000Z',
      before: { version: 1 },
      after: { version: 2 },
    },
  ],
};

describe('back office: the trail of courses and events', () => {
  it("shows a course's trail and exports it as CSV", async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      [`GET /api/backoffice/courses/${COURSE_ID}`]: () => Response.json(backofficeCourse()),
      'GET /api/backoffice/audit': () => Response.json(trail),
      'GET /api/backoffice/audit.csv': () =>
        new Response('action,actor\nsave-exam,Ana Editora\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    });
    renderApp({
      path: `/backoffice/courses?course=${COURSE_ID}`,
      country: 'mx',
      session: {},
      routes: [{ path: '/backoffice/courses', element: <CoursesPage /> }],
    });
    const history = await screen.findByRole('region', { name: 'Historial' });
    expect(
      await within(history).findByText(
        'Cada acción del personal sobre este curso, de la más antigua a la más reciente.',
      ),
    ).toBeVisible();
    const entry = await within(history).findByTestId('audit-entry');
    expect(entry).toHaveTextContent('Examen guardado');
    expect(entry).toHaveTextContent('Ana Editora');
    expect(entry).toHaveTextContent('Versión: 1 → 2');
    expect(api.called('GET /api/backoffice/audit')[0]!.url.searchParams.get('entityId')).toBe(
      COURSE_ID,
    );

    await user.click(within(history).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`audit-${COURSE_ID}.csv`);
    expect(await saved[0]!.blob.text()).toContain('save-exam,Ana Editora');
  });

  it("reads a course's trail again once its exam is saved", async () => {
    const user = userEvent.setup({ delay: null });
    let saves = 0;
    const api = mockApi({
      [`GET /api/backoffice/courses/${COURSE_ID}`]: () => Response.json(backofficeCourse()),
      [`PUT /api/backoffice/courses/${COURSE_ID}`]: () => {
        saves += 1;
        return Response.json(backofficeCourse({ version: 2 }));
      },
      'GET /api/backoffice/audit': () => Response.json(saves ? trail : { items: [] }),
    });
    renderApp({
      path: `/backoffice/courses?course=${COURSE_ID}`,
      country: 'mx',
      session: {},
      routes: [{ path: '/backoffice/courses', element: <CoursesPage /> }],
    });
    const history = await screen.findByRole('region', { name: 'Historial' });
    expect(await within(history).findByText('Sin registros')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Guardar nueva versión' }));
    expect(await within(history).findByTestId('audit-entry')).toHaveTextContent('Examen guardado');
    expect(api.called('GET /api/backoffice/audit').length).toBeGreaterThanOrEqual(2);
  });

  it("shows an event no one changed yet with an empty trail (the API's 404)", async () => {
    mockApi({
      [`GET /api/backoffice/events/${EVENT_ID}`]: () => Response.json(backofficeEvent()),
    });
    renderApp({
      path: `/backoffice/events?event=${EVENT_ID}`,
      country: 'mx',
      session: {},
      routes: [{ path: '/backoffice/events', element: <EventsPage /> }],
    });
    const history = await screen.findByRole('region', { name: 'Historial' });
    expect(await within(history).findByText('Sin registros')).toBeVisible();
    expect(within(history).getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });
});
