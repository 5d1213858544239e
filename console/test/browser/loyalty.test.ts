/**
 * Loyalty at the till: the cashier finds a member by phone in Take Payment, redeems points and
 * sees the discount, and the payment carries the member; a new diner is enrolled in the dialog;
 * the member's page shows the points, spend, visits, tier progress and history. Figures by hand
 * with the default rules (a point per Q10, a point worth Q0.25, 40 at least, silver from Q2000):
 * two Banana Pancakes (Q71.00) less 40 points (Q10.00) → Q61.00 paid, 6 points earned,
 * 120 − 40 + 6 = 86 points, Q1950 + Q61 = Q2011 spent → silver.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyOf, seedMember } from '../fake-api/loyaltyRoutes';
import { restaurantOf } from '../fake-api/restaurantRoutes';
import { seedOpenTill } from '../fake-api/tillRoutes';
import { DESKTOP, PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';

describe('Loyalty at the till', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
    seedOpenTill(harness.api);
    seedMember(harness.api, {
      name: 'Ana López',
      phone: '50255551234',
      email: 'ana@example.com',
      totalPoints: 120,
      totalSpent: '1950.00',
      totalVisits: 7,
    });
  });
  afterAll(() => harness?.close());

  /** Places two Banana Pancakes (Q71.00) for a table and returns the Take Payment panel. */
  async function orderAtTheTill(viewport = DESKTOP) {
    const page = await harness.signedInPage('sam', viewport);
    await page.goto(`${harness.url}/pos`);
    await page.getByRole('button', { name: 'Add Banana Pancakes' }).click();
    await page.getByRole('button', { name: 'One more Banana Pancakes' }).click();
    await page.getByLabel('Customer Name').fill('Ana López');
    await page.getByLabel('Table #').fill('3');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const panel = page.getByRole('region', { name: 'Take Payment' });
    await panel.getByText('Total Q 71.00').waitFor();
    return { page, panel, card: panel.getByRole('region', { name: 'Loyalty member' }) };
  }

  async function findMember(page: Page, q: string) {
    const card = page.getByRole('region', { name: 'Loyalty member' });
    await card.getByLabel('Phone, e-mail or card number').fill(q);
    await card.getByRole('button', { name: 'Find' }).click();
  }

  it('finds the member by phone, redeems 40 points as Q10.00 off and pays the rest by card', async () => {
    const { page, panel, card } = await orderAtTheTill();
    await findMember(page, '5555 1234');
    await card.getByText('Ana López').waitFor();
    await card.getByText('120 points · worth Q 30.00').waitFor();
    await card.getByText('At least 40; up to 120 on this order').waitFor();

    await card.getByLabel('Points to redeem').fill('30');
    expect(await card.getByText(/^Discount/).count()).toBe(0);
    await card.getByLabel('Points to redeem').fill('40');
    await card.getByText('Discount Q 10.00 · due Q 61.00').waitFor();
    await panel.getByRole('button', { name: 'Card' }).click();
    await screenshot(page, 'loyalty-till');
    await panel.getByRole('button', { name: 'Mark paid' }).click();
    await panel.getByText(/Paid by card: Q 61.00/).waitFor();

    const order = restaurantOf(harness.api).orders.at(-1)!;
    expect(order).toMatchObject({ paymentStatus: 'paid', totalAmount: '61.00', discountAmount: '10.00' });
    expect(loyaltyOf(harness.api).members[0]).toMatchObject({
      totalPoints: 86,
      totalSpent: '2011.00',
      totalVisits: 8,
      tier: 'silver',
    });
  });

  it('enrols a new diner from what was searched, and refuses a phone another member has', async () => {
    const { page, card } = await orderAtTheTill(TABLET);
    await findMember(page, 'Maria.Perez@Example.com');
    await card.getByText('No member found for “Maria.Perez@Example.com”.').waitFor();
    await card.getByRole('button', { name: 'Enrol new member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enrol a loyalty member' });
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('Maria.Perez@Example.com');
    await dialog.getByLabel('Name').fill('María Pérez');
    await dialog.getByLabel('Phone').fill('+502 5555-1234');
    await screenshot(page, 'loyalty-enrol');
    await dialog.getByRole('button', { name: 'Enrol' }).click();
    await dialog.getByText(`This phone already belongs to member LS-000001.`).waitFor();

    await dialog.getByLabel('Phone').fill('4444 0000');
    await dialog.getByRole('button', { name: 'Enrol' }).click();
    await card.getByText('María Pérez').waitFor();
    await card.getByText('Not enough points to redeem yet (40 at least).').waitFor();
    await screenshot(page, 'loyalty-till');
    expect(loyaltyOf(harness.api).members.at(-1)).toMatchObject({
      membershipNumber: 'LS-000002',
      phone: '50244440000',
      email: 'maria.perez@example.com',
      totalPoints: 0,
    });
  });

  it('fits a phone: the card, the points and the way to pay', async () => {
    const { page, panel, card } = await orderAtTheTill(PHONE);
    await findMember(page, 'ls-1');
    await card.getByLabel('Points to redeem').fill('80');
    await card.getByText('Discount Q 20.00 · due Q 51.00').waitFor();
    await panel.getByRole('button', { name: 'Mark paid' }).waitFor();
    await screenshot(page, 'loyalty-till');
  });

  it('shows the member’s page: points, spend, visits, the way to gold and the history', async () => {
    for (const viewport of [DESKTOP, TABLET, PHONE]) {
      const page = await harness.signedInPage('sam', viewport);
      await page.goto(`${harness.url}/loyalty/members/1`);
      await page.getByRole('heading', { name: 'Ana López', level: 1 }).waitFor();
      expect(await page.getByLabel('Points', { exact: true }).textContent()).toBe('86');
      expect(await page.getByLabel('Total spent').textContent()).toBe('Q 2,011.00');
      expect(await page.getByLabel('Visits').textContent()).toBe('8');
      await page.getByText('Q 2,989.00 more to reach Gold').waitFor();
      const rows = page.getByRole('table').getByRole('row');
      expect(await rows.count()).toBe(3);
      await rows.nth(1).getByText('+6').waitFor();
      await rows.nth(2).getByText('-40').waitFor();
      await screenshot(page, 'loyalty-member');
    }
  });

  it('opens a member’s page from the Loyalty members screen in the menu', async () => {
    const page = await harness.signedInPage('sam');
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'Loyalty members' }).click();
    await page.getByLabel('Phone, e-mail or card number').fill('ana@example.com');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('heading', { name: 'Ana López', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/loyalty/members/1');
  });

  it('lets a manager change the rules and tells a cashier only managers may', async () => {
    const cashier = await harness.signedInPage('sam');
    await cashier.goto(`${harness.url}/loyalty/settings`);
    await cashier.getByText('Only managers change the rules.').waitFor();

    const page = await harness.signedInPage('ana', TABLET);
    await page.goto(`${harness.url}/loyalty/settings`);
    await page.getByText('Q100 paid earns 10 points; 40 points take Q 10.00 off.').waitFor();
    await page.getByLabel('Gold').fill('1500');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await page.getByText("The gold threshold must be higher than silver's").waitFor();
    await page.getByLabel('Gold').fill('6000');
    await page.getByLabel('Value of a point when redeemed (Q)').fill('0.50');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await page.getByText('Saved.').waitFor();
    expect(loyaltyOf(harness.api).rules).toMatchObject({ pointValue: '0.50' });
    expect(loyaltyOf(harness.api).rules.tierThresholds.gold).toBe('6000.00');
    await screenshot(page, 'loyalty-rules');
  });

  it('speaks Spanish to a login that chose it (gold from Q6000 since the manager’s change)', async () => {
    const page = await harness.signedInPage('lucia', TABLET);
    await page.goto(`${harness.url}/loyalty/members/1`);
    await page.getByRole('heading', { name: 'Ana López', level: 1 }).waitFor();
    expect(await page.getByLabel('Puntos', { exact: true }).textContent()).toBe('86');
    await page.getByText('Historial de puntos').waitFor();
    await page.getByText('Plata', { exact: true }).waitFor();
    await page.getByText('Faltan Q 3,989.00 para llegar a Oro').waitFor();
    await screenshot(page, 'loyalty-member-es');
  });
});
