/**
 * Rooms today on a phone: a card per room with its state in words (not colour alone), the
 * guest behind it and its housekeeping, and the next housekeeping step as a button — staff
 * clean, managers inspect, anyone marks dirty; a refusal is told on the card. The two routes
 * are the fake API's room board (fake-api/roomBoardRoutes.ts), served through page.route.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRoomBoard, type FakeRoomBoard } from '../fake-api/roomBoardRoutes';
import { STAFF } from '../fake-api/fixtures';
import { errorMessage } from '@lakeside/contracts';
import { DESKTOP, PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';
import { cutOrOverflowing } from '../support/layoutChecks';

const guest = (bookingId: number, guestName: string, reference: string, checkinDate: string, checkoutDate: string) => ({
  bookingId,
  guestName,
  reference,
  checkinDate,
  checkoutDate,
});

function freshBoard(): FakeRoomBoard {
  const room = { housekeepingUpdatedAt: null, housekeepingUpdatedBy: null, nextArrival: null };
  return {
    date: '2027-03-10',
    moves: [],
    rooms: [
      {
        ...room,
        roomId: 'lakefront_lower',
        name: 'Lakefront Lower Room',
        state: 'arriving',
        guest: guest(1, 'Ana Arriving', 'R-AAAA-1111', '2027-03-10', '2027-03-12'),
        housekeeping: 'inspected',
      },
      {
        ...room,
        roomId: 'upper_lakefront',
        name: 'Upper Lakefront Room',
        state: 'occupied',
        guest: guest(2, 'Ben Staying', 'R-BBBB-2222', '2027-03-08', '2027-03-12'),
        housekeeping: 'clean',
      },
      {
        ...room,
        roomId: 'lakeside_cottage',
        name: 'Lakeside Cottage',
        state: 'departing',
        guest: guest(3, 'Cleo Leaving', 'R-CCCC-3333', '2027-03-07', '2027-03-10'),
        nextArrival: guest(4, 'Dan Next', 'R-DDDD-4444', '2027-03-10', '2027-03-13'),
        housekeeping: 'clean',
      },
      {
        ...room,
        roomId: 'garden_cottage',
        name: 'Garden Cottage',
        state: 'vacant',
        guest: null,
        housekeeping: 'dirty',
        housekeepingUpdatedAt: '2027-03-10T14:00:00.000Z',
        housekeepingUpdatedBy: 'Mario Tuch',
      },
    ],
  };
}

describe('Rooms today', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  /**
   * A page (a phone unless told) signed in as `username`, the board's two routes answered from
   * `board`; `title` is the screen's name in the login's language.
   */
  async function openBoard(
    username: string,
    board: FakeRoomBoard,
    viewport = PHONE,
    title = 'Rooms today',
  ): Promise<Page> {
    const staff = STAFF.find((candidate) => candidate.username === username);
    if (!staff) throw new Error(`No fake staff member ${username}`);
    const page = await harness.signedInPage(username, viewport);
    await page.route(/\/api\/rooms\/(status-board|[^/]+\/housekeeping)$/, async (route) => {
      const request = route.request();
      const body = request.postData() ? (JSON.parse(request.postData() ?? '{}') as Record<string, unknown>) : {};
      const answer = answerRoomBoard(board, staff, request.method(), new URL(request.url()).pathname, body);
      if (!answer) return route.fallback();
      return route.fulfill({ status: answer.status, json: answer.body });
    });
    if (viewport === PHONE) {
      await page.goto(`${harness.url}/rooms-today`);
    } else {
      await page.goto(harness.url);
      await page.getByRole('menuitem', { name: title }).click();
    }
    await page.getByRole('heading', { name: new RegExp(title), level: 1 }).waitFor();
    return page;
  }

  const card = (page: Page, name: string) => page.getByRole('region', { name });

  it('shows each room’s day and housekeeping in words, and a staff member cleans a dirty room', async () => {
    const board = freshBoard();
    const page = await openBoard('sam', board);

    await expect.poll(() => page.getByRole('region').count()).toBe(4);
    const arriving = card(page, 'Lakefront Lower Room');
    await arriving.getByText('Arriving today').waitFor();
    await arriving.getByText('Ana Arriving · R-AAAA-1111').waitFor();
    await card(page, 'Upper Lakefront Room').getByText('In house').waitFor();
    const departing = card(page, 'Lakeside Cottage');
    await departing.getByText('Departing today').waitFor();
    await departing.getByText('Then arriving: Dan Next · R-DDDD-4444').waitFor();
    const garden = card(page, 'Garden Cottage');
    await garden.getByText('Vacant').waitFor();
    await garden.getByText('No guest today').waitFor();
    await garden.getByText('Dirty').waitFor();
    // Staff do not inspect: a clean room offers only "Mark dirty".
    expect(await departing.getByRole('button').allTextContents()).toEqual(['Mark dirty']);
    await screenshot(page, 'rooms-today-staff');

    await garden.getByRole('button', { name: 'Mark clean: Garden Cottage' }).click();
    await garden.getByText('Clean', { exact: true }).waitFor();
    await garden.getByText('by sam').waitFor();
    expect(board.moves).toEqual([{ roomId: 'garden_cottage', status: 'clean', by: 'sam' }]);
    expect(await garden.getByRole('button').allTextContents()).toEqual(['Mark dirty']);

    // Nothing spills sideways on a 390 px phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('a manager inspects a clean room; a refusal is told on the card', async () => {
    const board = freshBoard();
    // On a desktop, from the menu.
    const page = await openBoard('mario', board, DESKTOP);
    const departing = card(page, 'Lakeside Cottage');
    expect(await departing.getByRole('button').allTextContents()).toEqual(['Mark inspected', 'Mark dirty']);
    await departing.getByRole('button', { name: 'Mark inspected: Lakeside Cottage' }).click();
    await departing.getByText('Inspected', { exact: true }).waitFor();
    await departing.getByText('by Mario Tuch').waitFor();

    // Someone else cleaned the room meanwhile: the API refuses "Mark clean" of a clean room.
    const garden = card(page, 'Garden Cottage');
    const gardenRoom = board.rooms.find((room) => room.roomId === 'garden_cottage');
    if (gardenRoom) gardenRoom.housekeeping = 'clean';
    await garden.getByRole('button', { name: 'Mark clean: Garden Cottage' }).click();
    await garden
      .getByRole('alert')
      .getByText(/Housekeeping goes dirty → clean → inspected/)
      .waitFor();
    // …and the board is read again, so the card shows what is true now.
    await garden.getByRole('button', { name: 'Mark inspected: Garden Cottage' }).waitFor();
    await screenshot(page, 'rooms-today-manager');
  });

  it('reads in Spanish for a Spanish-speaking manager on a tablet, nothing cut', async () => {
    const board = freshBoard();
    const page = await openBoard('lucia', board, TABLET, 'Habitaciones hoy');
    await page.getByRole('heading', { name: /10 mar 2027/, level: 1 }).waitFor();
    await card(page, 'Lakefront Lower Room').getByText('Llegada hoy').waitFor();
    await card(page, 'Upper Lakefront Room').getByText('Ocupada').waitFor();
    const departing = card(page, 'Lakeside Cottage');
    await departing.getByText('Salida hoy').waitFor();
    await departing.getByText('Luego llega: Dan Next · R-DDDD-4444').waitFor();
    const garden = card(page, 'Garden Cottage');
    await garden.getByText('Desocupada').waitFor();
    await garden.getByText('Sin huésped hoy').waitFor();
    await garden.getByText('Sucia', { exact: true }).waitFor();
    await garden.getByText('por Mario Tuch').waitFor();
    expect(await departing.getByText('Limpieza:').isVisible()).toBe(true);
    expect(await departing.getByRole('button').allTextContents()).toEqual(['Marcar inspeccionada', 'Marcar sucia']);
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'rooms-today-es');

    await departing.getByRole('button', { name: 'Marcar inspeccionada: Lakeside Cottage' }).click();
    await departing.getByText('Inspeccionada', { exact: true }).waitFor();
    await departing.getByText('por Lucía Xep').waitFor();
    const gardenRoom = board.rooms.find((room) => room.roomId === 'garden_cottage');
    if (gardenRoom) gardenRoom.housekeeping = 'clean';
    await garden.getByRole('button', { name: 'Marcar limpia: Garden Cottage' }).click();
    await garden
      .getByRole('alert')
      .getByText(errorMessage('rooms.housekeepingOrder', undefined, 'es'))
      .waitFor();
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'rooms-today-refused-es');
  });
});
