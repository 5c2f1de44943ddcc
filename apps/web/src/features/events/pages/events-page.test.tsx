import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { eventItem, eventsPage } from '../testing/events-fixtures.ts';

const originalZone = process.env.TZ;
beforeEach(() => {
  // The doctor's computer is in Lima (UTC-5): Santiago is an hour ahead in July.
  process.env.TZ = 'America/Lima';
});
afterEach(() => {
  process.env.TZ = originalZone;
});

const live = eventItem({
  id: 'webinar-en-vivo',
  title: 'Webinar en vivo',
  format: 'webinar',
  status: 'live',
  isRegistered: true,
});
const symposium = eventItem();

describe('events list', () => {
  it("shows the country's events with their time in the event's zone and in the doctor's", async () => {
    const api = mockApi({
      'GET /api/events': () =>
        Response.json(eventsPage([live, symposium], { nextPage: 2, total: 3 })),
    });
    renderApp({ path: '/eventos', country: 'cl', session: {} });

    const list = await screen.findByRole('list', { name: 'Eventos' });
    // The list holds the events of the doctor's regional group (Chile's is Cono Sur), not only
    // the country's.
    expect(
      screen.getByText(
        'Congresos, simposios y webinars para los médicos de su región, en vivo y grabados.',
      ),
    ).toBeVisible();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const card = cards[1]!;
    expect(within(card).getByRole('link', { name: 'Simposio cardiorrenal 2026' })).toHaveAttribute(
      'href',
      '/eventos/simposio-cardiorrenal',
    );
    // 23:00 UTC in July: 19:00 in Santiago (UTC-4), 18:00 in Lima.
    expect(within(card).getByTestId('event-time')).toHaveTextContent(
      '19:00–20:30 Santiago · 18:00–19:30 en su hora',
    );
    expect(within(card).getByTestId('event-date')).toHaveTextContent('Miércoles, 15 de julio');
    expect(within(card).queryByTestId('dst-warning')).toBeNull();
    expect(within(cards[0]!).getByText('En vivo')).toBeVisible();
    expect(within(cards[0]!).getByText('Inscrito')).toBeVisible();
    expect(screen.getByText('3 eventos')).toBeVisible();
    expect(api.called('GET /api/events')[0]?.url.searchParams.get('when')).toBe('upcoming');
  });

  it('warns when the clocks change between now and the event (Chile, early September)', async () => {
    const september = eventItem({
      startsAt: '2026-09-10T22:00:00.000Z',
      endsAt: '2026-09-10T23:30:00.000Z',
      opensAt: '2026-09-10T21:45:00.000Z',
    });
    mockApi({
      'GET /api/events': () =>
        Response.json(eventsPage([september], { serverNow: '2026-09-01T12:00:00.000Z' })),
    });
    renderApp({ path: '/eventos', country: 'cl', session: {} });
    // Santiago is UTC-3 again from 6 September: 19:00 there, 17:00 in Lima.
    expect(await screen.findByTestId('event-time')).toHaveTextContent(
      '19:00–20:30 Santiago · 17:00–18:30 en su hora',
    );
    expect(screen.getByTestId('dst-warning')).toHaveTextContent(/horario de verano/);
  });

  it('filters by specialty area and past events, pages on, and says when there is nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/events': ({ url }) => {
        const page = url.searchParams.get('page');
        if (url.searchParams.get('specialty') === 'oncology') return Response.json(eventsPage([]));
        if (page === '2')
          return Response.json(
            eventsPage([eventItem({ id: 'segundo', title: 'Segunda página' })], { page: 2 }),
          );
        return Response.json(eventsPage([symposium], { nextPage: 2, total: 2 }));
      },
    });
    const { router } = renderApp({ path: '/eventos', country: 'cl', session: {} });
    await screen.findByText('Simposio cardiorrenal 2026');

    await user.click(screen.getByRole('button', { name: 'Ver más eventos' }));
    expect(await screen.findByText('Segunda página')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ver más eventos' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Área de especialidad'), 'Oncología');
    expect(await screen.findByText('No hay eventos próximos')).toBeVisible();
    expect(screen.getByText(/No hay eventos de esta área/)).toBeVisible();
    expect(router.state.location.search).toBe('?specialty=oncology');

    await user.click(screen.getByRole('radio', { name: 'Anteriores' }));
    // The list's last ask (the app asks other things meanwhile: the profile…).
    const lastAsk = () => api.called('GET /api/events').at(-1)?.url.searchParams;
    await waitFor(() => expect(lastAsk()?.get('when')).toBe('past'));
    expect(lastAsk()?.get('specialty')).toBe('oncology');
    expect(await screen.findByText('No hay eventos anteriores')).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/events': () =>
        fail ? problem(503, 'http.503') : Response.json(eventsPage([symposium])),
    });
    const user = userEvent.setup();
    renderApp({ path: '/eventos', country: 'cl', session: {} });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Simposio cardiorrenal 2026')).toBeVisible();
  });
});
