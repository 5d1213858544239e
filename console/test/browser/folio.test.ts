/**
 * A meal charged to the room (docs/decisions/0019-folio-and-revenue.md): the cashier places an
 * order, chooses "Charge to room", finds the checked-in guest by name and charges once; the desk
 * opens the stay and reads its folio — nights, the meal with its order number, the balance — and
 * is told to ask the guest to settle before check-out. Phone, tablet and desktop screenshots.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folioOf, seedInHouse } from '../fake-api/folioRoutes';
import { restaurantOf } from '../fake-api/restaurantRoutes';
import { seedOpenTill } from '../fake-api/tillRoutes';
import { DESKTOP, PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';
import { roomBooking } from '../support/replies';

/** 9:00 on Wednesday 10 March 2027 at the retreat, as roomDesk.test.ts. */
const NOW = new Date('2027-03-10T09:00:00-06:00');

const carla = roomBooking({
  id: 3,
  roomType: 'garden_cottage',
  checkinDate: '2027-03-09',
  checkoutDate: '2027-03-12',
  guestName: 'Carla Checkin',
  paymentProvider: 'pay_at_retreat',
  totalPrice: '300.00',
  checkedInAt: '2027-03-09T21:00:00.000Z',
  createdAt: '2027-02-01T15:00:00.000Z',
});

describe('charge to room', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole({ roomBookings: [carla] });
    seedOpenTill(harness.api);
    seedInHouse(harness.api, {
      bookingId: carla.id,
      reference: 'R-CARL-A001',
      roomType: 'garden_cottage',
      roomName: 'Garden View Cottage',
      guestName: 'Carla Checkin',
      checkinDate: carla.checkinDate,
      checkoutDate: carla.checkoutDate,
    });
  });
  afterAll(() => harness?.close());

  async function placeOrder(viewport: { width: number; height: number }): Promise<Page> {
    const page = await harness.signedInPage('sam', viewport);
    await page.goto(`${harness.url}/pos`);
    await page.getByRole('button', { name: 'Add Banana Pancakes' }).click();
    await page.getByLabel('Customer Name').fill('Carla Checkin');
    await page.getByLabel('Table #').fill('4');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('region', { name: 'Take Payment' }).waitFor();
    return page;
  }

  it('puts the order on the stay picked by guest name, once however often it is tapped', async () => {
    for (const viewport of [PHONE, TABLET, DESKTOP]) {
      const page = await placeOrder(viewport);
      const panel = page.getByRole('region', { name: 'Take Payment' });
      await panel.getByRole('button', { name: 'Charge to room' }).click();
      await panel.getByRole('combobox', { name: 'In-house stay' }).fill('carla');
      await page.getByRole('option', { name: 'Garden View Cottage · Carla Checkin' }).click();
      await screenshot(page, 'pos-charge-to-room');
      const before = folioOf(harness.api).charges.length;
      await panel.getByRole('button', { name: /^Charge Q [\d.]+ to room$/ }).dblclick();
      await panel.getByRole('status').filter({ hasText: 'Charged to Garden View Cottage · Carla Checkin' }).waitFor();
      await screenshot(page, 'pos-charged-to-room');
      expect(folioOf(harness.api).charges.length).toBe(before + 1);
      const charged = restaurantOf(harness.api).orders.at(-1)!;
      expect(charged.paymentStatus).toBe('charged_to_room');
      await page.close();
    }
    // Three screen sizes, each a full sign-in and order.
  }, 120_000);

  it('shows the folio on the desk: nights, each meal with its order number, the balance to settle before check-out', async () => {
    for (const viewport of [PHONE, TABLET, DESKTOP]) {
      const page = await harness.signedInPage('sam', viewport);
      await page.clock.setFixedTime(NOW);
      await page.goto(harness.url);
      await page
        .getByRole('button', { name: /^Open booking: Carla Checkin/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Carla Checkin' });
      const folio = dialog.getByRole('region', { name: 'Folio' });
      await folio.getByText('Nights').waitFor();
      const charges = folioOf(harness.api).charges;
      expect(charges.length).toBe(3);
      for (const charge of charges) await folio.getByText(`Order ${charge.orderNumber}`, { exact: false }).waitFor();
      const meals = charges.reduce((sum, charge) => sum + Math.round(Number(charge.amount) * 100), 0);
      const balance = ((30000 + meals) / 100).toFixed(2);
      expect(await folio.getByLabel('Balance due').textContent()).toContain(balance);
      await folio.getByText(`Ask the guest to settle`).waitFor();
      await screenshot(page, 'desk-folio');
      await page.close();
    }
    // Three screen sizes, each a full sign-in and order.
  }, 120_000);

  it('reads in Spanish for staff whose browser is in Spanish', async () => {
    const page = await harness.signedInPage('sam', TABLET, 'es-GT');
    await page.clock.setFixedTime(NOW);
    await page.goto(harness.url);
    await page
      .getByRole('button', { name: /Carla Checkin/ })
      .first()
      .click();
    const folio = page
      .getByRole('dialog', { name: 'Carla Checkin' })
      .getByRole('region', { name: 'Cuenta de la estadía' });
    await folio.getByText('Noches').waitFor();
    await folio.getByText('Saldo pendiente').first().waitFor();
    await folio.getByText('Pida al huésped que pague', { exact: false }).waitFor();
    await screenshot(page, 'desk-folio-es');
    await page.close();
  });
});
