/**
 * The dashboard: the owner's figures from GET /api/dashboard (charts read back against the
 * reply), and the bookings tabs computed from the staff lists on the retreat's clock.
 */
import {
  dashboardReply,
  NOTICES,
  REVENUE_STREAMS,
  sumMoney,
  type ChannelsReply,
  type DashboardReply,
  type RoomBlockReply,
  type RoomBookingReply,
} from '@lakeside/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';
import { cutOrOverflowing } from '../support/layoutChecks';
import { formatMoney } from '../../src/format/money';
import { eventOccurrence, eventSession, roomBooking, saunaBooking } from '../support/replies';

/** 9:00 on Tuesday 10 March 2026 at the retreat (UTC-6). */
const NOW = new Date('2026-03-10T09:00:00-06:00');

const booking = (
  id: number,
  roomType: string,
  checkinDate: string,
  checkoutDate: string,
  totalPrice: string,
  status: RoomBookingReply['status'],
  guestName: string,
) =>
  roomBooking({
    id,
    roomType,
    checkinDate,
    checkoutDate,
    totalPrice,
    status,
    guestName,
    email: `${guestName.split(' ')[0]?.toLowerCase()}@example.com`,
  });

const ROOM_BOOKINGS = [
  booking(1, 'lakefront_lower', '2026-03-10', '2026-03-12', '130.10', 'confirmed', 'Ana Arrival'),
  booking(2, 'upper_lakefront', '2026-03-07', '2026-03-10', '240.20', 'confirmed', 'Ben Departure'),
  booking(3, 'garden_cottage', '2026-03-15', '2026-03-17', '200.00', 'held', 'Cara Hold'),
  booking(4, 'lakeside_cottage', '2026-03-09', '2026-03-11', '200.00', 'cancelled', 'Dan Cancelled'),
  booking(5, 'lakeside_cottage', '2026-03-30', '2026-04-02', '300.00', 'confirmed', 'Eva Crossing'),
];

const EVENTS = [
  eventOccurrence(1, 'Drum Circle', [eventSession('2026-03-10', '08:00', 5), eventSession('2026-03-10', '19:00', 3)]),
  eventOccurrence(2, 'Cacao Ceremony', [
    eventSession('2026-03-01', '19:00', 10),
    eventSession('2026-03-12', '19:00', 4),
  ]),
];

const SAUNA_BOOKINGS = [
  saunaBooking({
    sessionDate: '2026-03-11',
    timeSlot: '17:00',
    guestName: 'Sol Sauna',
    email: 'sol@example.com',
    notes: 'Towel please',
    totalPrice: '20.00',
  }),
];

/** Nights blocked by staff (Upper, 20–21 March) and by Airbnb (Garden, 24 March). */
const CHANNELS: ChannelsReply = {
  rooms: [
    {
      roomId: 'upper_lakefront',
      name: 'Upper Lakefront Room',
      calendarPath: '/api/rooms/upper_lakefront/calendar.ics?token=t1',
      feeds: [],
      blocks: [channelBlock(1, 'upper_lakefront', '2026-03-20', '2026-03-22', { reason: 'maintenance' })],
      conflicts: [],
    },
    {
      roomId: 'garden_cottage',
      name: 'Garden View Cottage',
      calendarPath: '/api/rooms/garden_cottage/calendar.ics?token=t2',
      feeds: [
        {
          id: 7,
          roomId: 'garden_cottage',
          name: 'Airbnb',
          url: 'https://a.example/x.ics',
          lastSyncedAt: null,
          lastError: null,
          eventCount: 1,
        },
      ],
      blocks: [
        channelBlock(2, 'garden_cottage', '2026-03-24', '2026-03-25', {
          source: 'channel',
          feedId: 7,
          note: 'Reserved',
        }),
      ],
      conflicts: [],
    },
  ],
};

function channelBlock(
  id: number,
  roomId: string,
  checkinDate: string,
  checkoutDate: string,
  fields: Partial<RoomBlockReply>,
): RoomBlockReply {
  return {
    id,
    roomId,
    source: 'manual',
    feedId: null,
    reason: null,
    note: null,
    checkinDate,
    checkoutDate,
    nightsNotHeld: 0,
    createdBy: null,
    ...fields,
  };
}

describe('dashboard', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole({
      roomBookings: ROOM_BOOKINGS,
      saunaBookings: SAUNA_BOOKINGS,
      events: EVENTS,
      channels: CHANNELS,
    });
  });
  afterAll(() => harness?.close());

  async function openDashboard(viewport?: { width: number; height: number }, username = 'ana'): Promise<Page> {
    const page = await harness.signedInPage(username, viewport);
    await page.clock.setFixedTime(NOW);
    await page.goto(harness.url);
    return page;
  }
  const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

  /** The reply the screen got, read again from the fake API with the page's session. */
  async function replyFor(page: Page, query: string): Promise<DashboardReply> {
    const body: unknown = await page.evaluate(
      async (url): Promise<unknown> => (await fetch(url, { credentials: 'include' })).json() as Promise<unknown>,
      `/api/dashboard?${query}`,
    );
    return dashboardReply.parse(body);
  }
  const rowsOf = async (page: Page, table: string) =>
    page
      .getByRole('table', { name: table })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));

  it("shows the owner this month against the month before, each chart's numbers those of the reply", async () => {
    const page = await openDashboard({ width: 1280, height: 800 });
    const revenue = card(page, 'Revenue by stream');
    await revenue.waitFor();
    const reply = await replyFor(page, 'period=month');

    expect(await card(page, 'Revenue received').textContent()).toContain(
      formatMoney(reply.current.totalRevenue.paid, 'Q'),
    );
    expect(await card(page, 'Still owed').textContent()).toContain(formatMoney(reply.current.totalRevenue.unpaid, 'Q'));
    expect(await card(page, 'Expenses').textContent()).toContain(formatMoney(reply.current.expenses, 'Q'));
    expect(await card(page, 'Occupancy').textContent()).toContain(
      `${reply.current.rooms.nightsSold} of ${reply.current.rooms.nightsAvailable} room nights`,
    );

    // Each day's bar stacks the four streams, paid and unpaid together.
    expect(await rowsOf(page, 'Revenue per day (all), quetzales')).toEqual(
      reply.days.map((day) => [
        day.date,
        ...REVENUE_STREAMS.map((stream) => sumMoney([day.revenue[stream].paid, day.revenue[stream].unpaid])),
      ]),
    );
    expect(await revenue.locator('.MuiBarChart-element').count()).toBe(reply.days.length * REVENUE_STREAMS.length);
    await page.getByRole('button', { name: 'Unpaid', exact: true }).click();
    expect(await rowsOf(page, 'Revenue per day (unpaid), quetzales')).toEqual(
      reply.days.map((day) => [day.date, ...REVENUE_STREAMS.map((stream) => day.revenue[stream].unpaid)]),
    );

    const open = reply.salesByHour.filter((slot) => slot.orders > 0);
    expect(await rowsOf(page, 'Restaurant sales by hour, quetzales')).toEqual(
      reply.salesByHour
        .filter((slot) => slot.hour >= open[0]!.hour && slot.hour <= open.at(-1)!.hour)
        .map((slot) => [`${String(slot.hour).padStart(2, '0')}:00`, String(slot.orders), slot.sales]),
    );
    expect(await card(page, 'Restaurant sales by hour').locator('.MuiBarChart-element').count()).toBeGreaterThan(0);
    expect(await rowsOf(page, 'Top dishes')).toEqual(
      reply.topDishes.map((dish) => [dish.name, String(dish.quantity), dish.sales]),
    );
    expect(await card(page, 'Top dishes').locator('.MuiBarChart-element').count()).toBe(reply.topDishes.length);
    expect(await rowsOf(page, 'Room nights sold per night')).toEqual(
      reply.days.map((day) => [day.date, String(day.nightsSold), String(day.nightsAvailable)]),
    );
    expect(await card(page, 'Low stock').textContent()).toContain('Coffee beans');
    expect(await card(page, 'Arrivals today (1)').textContent()).toContain('Ana Arrival · Lakefront Lower Room');
    expect(await card(page, 'Departures today (0)').textContent()).toContain('No departures today.');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await screenshot(page, 'owner-dashboard');
    await card(page, 'Low stock').scrollIntoViewIfNeeded();
    await screenshot(page, 'owner-dashboard-charts');
  });

  it('asks for the week, a custom period and a CSV with the same query', async () => {
    const page = await openDashboard({ width: 768, height: 1024 });
    await card(page, 'Revenue by stream').waitFor();
    await page.getByRole('button', { name: 'This week' }).click();
    await page.getByRole('table', { name: 'Revenue per day (all), quetzales' }).locator('tbody tr').nth(6).waitFor();
    expect(await rowsOf(page, 'Revenue per day (all), quetzales')).toHaveLength(7);
    await screenshot(page, 'owner-dashboard');

    const downloads = () => harness.api.requests.filter((request) => request.path.startsWith('/api/dashboard/export/'));
    await page.getByRole('button', { name: 'Download Top dishes as CSV' }).click();
    await expect.poll(() => downloads().length).toBe(1);
    expect(downloads()[0]?.path).toBe('/api/dashboard/export/top-dishes');
    expect(downloads()[0]?.query.get('period')).toBe('week');

    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2026-02-01');
    await page.getByLabel('To', { exact: true }).fill('2026-02-10');
    await page.getByRole('table', { name: 'Revenue per day (all), quetzales' }).getByText('2026-02-10').waitFor();
    expect(await rowsOf(page, 'Revenue per day (all), quetzales')).toHaveLength(10);
    expect(
      harness.api.requests.some(
        (request) => request.path === '/api/dashboard' && request.query.get('from') === '2026-02-01',
      ),
    ).toBe(true);
  });

  it('shows staff without the role the bookings, not the money', async () => {
    const page = await harness.signedInPage('sam');
    await page.goto(harness.url);
    await page.getByRole('tab', { name: 'Calendar View' }).waitFor();
    expect(await card(page, 'Revenue by stream').count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Period' }).count()).toBe(0);
  });

  it('shows a month of stays per room and moves between months', async () => {
    const page = await openDashboard();
    const march = page.getByRole('table', { name: 'Room bookings, March 2026' });
    await march.waitFor();
    const text = await march.textContent();
    for (const guest of ['Ana Arrival', 'Ben Departure', 'Cara Hold', 'Eva Crossing']) expect(text).toContain(guest);
    expect(text).not.toContain('Dan Cancelled');
    // Ana's two nights are one bar spanning two day columns.
    expect(await march.locator('td[colspan="2"]', { hasText: 'Ana Arrival' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Next month' }).click();
    const april = page.getByRole('table', { name: 'Room bookings, April 2026' });
    expect(await april.textContent()).toContain('Eva Crossing');
    expect(await april.textContent()).not.toContain('Ana Arrival');
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    expect(await page.getByRole('table', { name: 'Room bookings, February 2026' }).textContent()).not.toContain(
      'Arrival',
    );
  });

  it('lists room and sauna bookings and the next 30 nights of each room', async () => {
    const page = await openDashboard();
    await page.getByRole('tab', { name: 'Room Bookings' }).click();
    const rooms = page.getByRole('table', { name: 'Room bookings' });
    // The tab's code and its list arrive after the click.
    await expect.poll(() => rooms.locator('tbody tr').count()).toBe(5);
    expect(await rooms.locator('tbody tr').first().textContent()).toContain('Eva Crossing'); // latest check-in first
    expect(await rooms.textContent()).toContain('$130.10');

    await page.getByRole('tab', { name: 'Sauna Bookings' }).click();
    const sauna = page.getByRole('table', { name: 'Sauna bookings' });
    expect(await sauna.textContent()).toContain('Sol Sauna');
    expect(await sauna.textContent()).toContain('90 min');

    await page.getByRole('tab', { name: 'Room Availability' }).click();
    const grid = page.getByRole('table', { name: 'Room availability, next 30 nights' });
    await expect.poll(() => grid.locator('td[data-state]').count()).toBe(4 * 30);
    const night = (room: string, date: string) => grid.locator(`td[title^="${room}, night of ${date}:"]`);
    expect(await night('Lakefront Lower Room', '10 Mar 2026').getAttribute('data-state')).toBe('booked');
    expect(await night('Lakefront Lower Room', '12 Mar 2026').getAttribute('data-state')).toBe('free');
    expect(await night('Private Lake-side Cottage', '10 Mar 2026').getAttribute('data-state')).toBe('free'); // cancelled
    expect(await night('Garden View Cottage', '16 Mar 2026').getAttribute('data-state')).toBe('booked'); // held
    expect(await night('Upper Lake Front', '21 Mar 2026').getAttribute('title')).toMatch(/blocked \(maintenance\)$/);
    expect(await night('Upper Lake Front', '22 Mar 2026').getAttribute('data-state')).toBe('free');
    expect(await night('Garden View Cottage', '24 Mar 2026').getAttribute('title')).toMatch(
      /blocked \(Airbnb: Reserved\)$/,
    );
    expect(await grid.locator('td[data-state="blocked"]').count()).toBe(3);
    await screenshot(page, 'availability');
  });

  it('says when there are no bookings, and when a list cannot be loaded', async () => {
    harness.api.tables['room-bookings'] = [];
    harness.api.tables['sauna-bookings'] = [];
    const page = await openDashboard(PHONE);
    await page.getByRole('tab', { name: 'Room Bookings' }).click();
    await page.getByText(NOTICES.admin.noRoomBookings).waitFor();
    await page.getByRole('tab', { name: 'Sauna Bookings' }).click();
    await page.getByText(NOTICES.admin.noSaunaBookings).waitFor();
    await screenshot(page, 'dashboard');

    harness.api.tables['room-bookings'] = ROOM_BOOKINGS;

    harness.api.failures.set('GET /api/room-bookings', {
      status: 404,
      body: { message: 'Cannot GET /api/room-bookings' },
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Calendar View' }).click();
    await page.getByText('Could not load room bookings: Cannot GET /api/room-bookings (404)').waitFor();
    // The owner's figures come from their own call and still stand.
    await card(page, 'Revenue received').waitFor();
  });

  it('shows a Spanish-speaking manager the figures and the bookings in Spanish on a tablet, nothing cut', async () => {
    harness.api.tables['sauna-bookings'] = SAUNA_BOOKINGS; // an earlier test emptied it
    const page = await openDashboard(TABLET, 'lucia');
    await page.getByRole('heading', { name: 'Panel', level: 1 }).waitFor();
    const revenue = card(page, 'Ingresos por área');
    await revenue.waitFor();
    for (const title of ['Ingresos recibidos', 'Pendiente de cobro', 'Gastos', 'Ocupación', 'Restaurante']) {
      await card(page, title).waitFor();
    }
    expect(await card(page, 'Tarifa promedio (ADR) · RevPAR').isVisible()).toBe(true);
    expect(await card(page, 'Ocupación').textContent()).toMatch(/\d+ de \d+ noches-habitación/);
    expect(await page.getByRole('group', { name: 'Periodo' }).textContent()).toBe(
      'HoyEsta semanaEste mesPersonalizado',
    );
    expect(await page.getByText(/, comparado con /).textContent()).toMatch(
      // The fake API's period is this month on the real clock, in Spanish dates.
      /^\d+ \p{L}+ \d{4} – \d+ \p{L}+ \d{4}, comparado con \d+ \p{L}+ \d{4} – \d+ \p{L}+ \d{4}$/u,
    );
    expect(await revenue.locator('.MuiBarChart-element').count()).toBeGreaterThan(0);
    expect(await revenue.getByRole('button', { name: 'Pendiente', exact: true }).isVisible()).toBe(true);
    await page.getByRole('table', { name: 'Ingresos por día (todo), en quetzales' }).waitFor({ state: 'attached' });
    expect(await card(page, 'Llegadas de hoy (1)').textContent()).toMatch(
      /Ana Arrival · Lakefront Lower Room.*\d+ huéspedes?/,
    );
    await card(page, 'Salidas de hoy (0)').getByText('No hay salidas hoy.').waitFor();
    await page.getByRole('button', { name: 'Descargar Platillos más vendidos en CSV' }).waitFor();
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'owner-dashboard-es');
    await card(page, 'Existencias bajas').scrollIntoViewIfNeeded();
    expect(await card(page, 'Existencias bajas').textContent()).toMatch(/quedan \d+ días|sin uso reciente/);
    await screenshot(page, 'owner-dashboard-charts-es');

    const calendar = page.getByRole('table', { name: 'Reservas de habitaciones, marzo de 2026' });
    await calendar.scrollIntoViewIfNeeded();
    expect(await calendar.textContent()).toContain('Ana Arrival');
    await page.getByRole('button', { name: 'Mes siguiente' }).waitFor();
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'dashboard-calendar-es');

    // On a tablet each booking is two lines that open its details.
    await page.getByRole('tab', { name: 'Reservas de habitaciones' }).click();
    const rooms = page.getByRole('list', { name: 'Reservas de habitaciones' });
    const eva = rooms.getByRole('button', { name: 'Abrir la reserva de Eva Crossing, 30 mar 2026 → 2 abr 2026' });
    expect(await eva.textContent()).toBe(
      'Eva Crossing · Private Lake-side Cottage30 mar 2026 → 2 abr 2026 · $300.00 · Confirmada',
    );
    expect(await rooms.getByText(/· En espera de pago$/).count()).toBe(1);
    expect(await rooms.getByText(/· Cancelada$/).count()).toBe(1);
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'dashboard-room-bookings-es');

    await page.getByRole('tab', { name: 'Reservas de sauna' }).click();
    await page
      .getByRole('list', { name: 'Reservas de sauna' })
      .getByRole('button', { name: /^Abrir la reserva de sauna de Sol Sauna, 2026-03-11 17:00$/ })
      .waitFor();
    await screenshot(page, 'dashboard-sauna-bookings-es');

    await page.getByRole('tab', { name: 'Disponibilidad' }).click();
    const grid = page.getByRole('table', { name: 'Disponibilidad de habitaciones, próximas 30 noches' });
    const night = (room: string, date: string) => grid.locator(`td[title^="${room}, noche del ${date}:"]`);
    // The blocks come from the Channels call, which may answer after the bookings.
    await expect
      .poll(() => night('Upper Lake Front', '21 mar 2026').getAttribute('title'))
      .toMatch(/bloqueada \(mantenimiento\)$/);
    expect(await night('Lakefront Lower Room', '10 mar 2026').getAttribute('title')).toMatch(
      /reservada \(Ana Arrival\)$/,
    );
    expect(await page.getByText('Libre', { exact: true }).isVisible()).toBe(true);
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'dashboard-availability-es');
  });

  it('fits the room bookings table and its Details buttons on a 1280 px screen, in English and Spanish', async () => {
    for (const [username, tab, table, name] of [
      ['ana', 'Room Bookings', 'Room bookings', 'room-bookings-1280'],
      ['lucia', 'Reservas de habitaciones', 'Reservas de habitaciones', 'room-bookings-1280-es'],
    ] as const) {
      const page = await openDashboard(DESKTOP, username);
      await page.getByRole('tab', { name: tab }).click();
      const rows = page.getByRole('table', { name: table, exact: true }).locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(5);
      if (username === 'lucia') {
        expect(await page.getByRole('table', { name: table, exact: true }).locator('thead').textContent()).toBe(
          'HuéspedHabitaciónEstadíaHuéspedesTotalEstadoPagoReservada el',
        );
      }
      for (const row of await rows.all()) {
        const details = await row.getByRole('button').boundingBox();
        expect(details).not.toBeNull();
        expect(details!.x).toBeGreaterThanOrEqual(0);
        expect(details!.x + details!.width).toBeLessThanOrEqual(DESKTOP.width);
      }
      const scroller = page.locator('.MuiTableContainer-root');
      expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      expect(await cutOrOverflowing(page)).toEqual([]);
      await page.getByRole('tab', { name: tab }).scrollIntoViewIfNeeded();
      await screenshot(page, name);
    }
  });
});
