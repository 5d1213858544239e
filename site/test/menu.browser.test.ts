/**
 * /restaurant/menu (docs/requirements/restaurant.md#menu): dishes, the cart's
 * add/remove and exact total, a guest order and its failure, and the error state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPages } from './support/activity-shots';
import { MENU, activitiesRoutes } from './support/fake-activities-api';
import { DESKTOP, PHONE, islandsHydrated, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest(activitiesRoutes());
});

afterAll(async () => {
  await sut?.close();
});

async function menuPage(viewport: { width: number; height: number } = PHONE) {
  const opened = await sut.newPage(viewport);
  await opened.page.goto(sut.url('/restaurant/menu'));
  await islandsHydrated(opened.page);
  return opened;
}

describe('menu page', () => {
  it('shows dishes with badges, allergens and Q prices; unavailable ones cannot be added', async () => {
    const { page, errors } = await menuPage();
    const rancheros = page.locator('.dish', { hasText: 'Huevos Rancheros' });

    expect(await rancheros.innerText()).toContain('Q45.00');
    expect(await rancheros.innerText()).toContain('Popular');
    expect(await rancheros.innerText()).toContain('Contains: eggs');
    expect(await rancheros.getByRole('img', { name: 'Spice level 2 of 5' }).count()).toBe(1);
    const juice = page.locator('.dish', { hasText: 'Fresh Juice' });
    expect(await juice.innerText()).toContain('Unavailable');
    expect(await juice.getByRole('button').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('adds, removes and totals exactly, then places a guest order and shows its number', async () => {
    const { page, errors } = await menuPage(DESKTOP);
    await page.locator('.dish', { hasText: 'Banana Pancakes' }).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Add one Banana Pancakes' }).first().click();
    await page.locator('.dish', { hasText: 'Coffee' }).getByRole('button', { name: 'Add to Cart' }).click();
    await page.locator('.dish', { hasText: 'Huevos' }).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Remove one Huevos Rancheros' }).first().click();

    expect(await page.getByRole('heading', { name: 'Your Order (3)' }).isVisible()).toBe(true);
    expect(await page.getByTestId('cart-total').innerText()).toBe('Q85.00');

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByLabel('Your name').fill('Ana');
    await page.getByLabel('Table number').fill('4');
    await page.getByRole('button', { name: 'Send Order' }).click();

    await page.getByText('Order ORD-0042').waitFor();
    const [order] = sut.api.calls('POST /api/restaurant/orders').map((call) => JSON.parse(call.body) as Record<string, unknown>);
    expect(order).toMatchObject({
      orderType: 'dine_in',
      customerName: 'Ana',
      tableNumber: '4',
      subtotal: '85.00',
      totalAmount: '85.00',
      source: 'guest',
      items: [
        { menuItemId: 12, quantity: 2, unitPrice: '38.50', totalPrice: '77.00', specialRequests: null },
        { menuItemId: 21, quantity: 1, unitPrice: '8.00', totalPrice: '8.00', specialRequests: null },
      ],
    });
    expect(String(order?.clientOrderId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
  });

  it('shows the server message and retries with the same clientOrderId', async () => {
    sut.api.routes['POST /api/restaurant/orders'] = () => ({ status: 422, body: { message: 'The kitchen is closed.' } });
    const { page, errors } = await menuPage();
    const before = sut.api.calls('POST /api/restaurant/orders').length;
    await page.locator('.dish', { hasText: 'Coffee' }).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByLabel('Room service').check();
    await page.getByLabel('Your name').fill('Ana');
    await page.getByLabel('Room number').fill('2');
    await page.getByRole('button', { name: 'Send Order' }).click();
    await page.getByRole('alert').getByText('The kitchen is closed.').waitFor();
    await page.getByRole('button', { name: 'Send Order' }).click();
    await expect.poll(() => sut.api.calls('POST /api/restaurant/orders').length).toBe(before + 2);

    const [first, second] = sut.api
      .calls('POST /api/restaurant/orders')
      .slice(before)
      .map((call) => JSON.parse(call.body) as { clientOrderId: string; roomNumber: string });
    expect(first?.roomNumber).toBe('2');
    expect(second?.clientOrderId).toBe(first?.clientOrderId);
    expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
  });

  it('shows Error Loading Menu and loads the menu with Try Again', async () => {
    sut.api.routes['GET /api/restaurant/menu/full'] = () => ({ status: 500, body: { message: 'boom' } });
    const { page, errors } = await menuPage();
    await page.getByText('Error Loading Menu').waitFor();
    sut.api.routes['GET /api/restaurant/menu/full'] = () => ({ status: 200, body: [] });
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('No menu items available').waitFor();
    sut.api.routes['GET /api/restaurant/menu/full'] = () => ({ status: 200, body: MENU });
    expect(errors).toEqual([]);
  });

  it('renders in English and Spanish at both sizes (screenshots)', async () => {
    const errors = await screenshotPages(sut, [
      ['menu', '/restaurant/menu'],
      ['menu-es', '/es/restaurant/menu'],
    ]);
    expect(errors).toEqual([]);
  });
});
