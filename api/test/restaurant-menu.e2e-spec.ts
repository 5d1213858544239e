/**
 * The menu: GET /api/restaurant/menu/full (shape, cache headers, cleared by a console edit) and
 * POST /api/restaurant/demo/sample-menu (staff only, once). Starts without the seed, so the
 * "No menu items available" state and its Create Sample Menu button can be exercised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { KitchenStation } from '../src/restaurant/kitchen-station.entity.js';
import { MenuCategory } from '../src/restaurant/menu-category.entity.js';
import { MenuItem } from '../src/restaurant/menu-item.entity.js';
import type { MenuCategoryReply } from '@lakeside/contracts';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { dish, readMenu } from './support/restaurant-orders.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
let manager: StaffApiClient;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signInAs(t, 'manager');
  // The kitchen's stations exist before the sample menu, as after the real seed.
  await t.dataSource.getRepository(KitchenStation).insert([
    { name: 'Hot Line', displayOrder: 0 },
    { name: 'Cold & Salads', displayOrder: 1 },
    { name: 'Bar', displayOrder: 2 },
    { name: 'Pastry', displayOrder: 3 },
  ]);
});
afterAll(async () => t?.close());

describe('sample menu', () => {
  it('is for managers and admins only', async () => {
    expect((await anonymous(t).request('POST', '/api/restaurant/demo/sample-menu')).status).toBe(401);
    const staff = await signInAs(t, 'staff');
    expect((await staff.request('POST', '/api/restaurant/demo/sample-menu')).status).toBe(403);
  });

  it('starts from an empty menu', async () => {
    expect(await readMenu(t)).toEqual([]);
  });

  it('creates the sample menu once, routed to the kitchen stations, and says what it created', async () => {
    expect(await manager.send('POST', '/api/restaurant/demo/sample-menu')).toEqual({
      status: 201,
      body: { categories: 4, items: 17, modifiers: 2, options: 8 },
    });

    const stations = new Map((await t.dataSource.getRepository(KitchenStation).find()).map((s) => [s.name, s.id]));
    const drinks = await t.dataSource.getRepository(MenuCategory).findOneByOrFail({ name: 'Drinks' });
    expect(drinks.stationId).toBe(stations.get('Bar'));
    const salad = await t.dataSource.getRepository(MenuItem).findOneByOrFail({ name: 'Garden Quinoa Salad' });
    expect(salad.stationId).toBe(stations.get('Cold & Salads'));

    const audit = await t.dataSource.getRepository(AuditEntry).findOneByOrFail({ recordId: 'sample-menu' });
    expect(audit).toMatchObject({ staffUsername: 'manager-user', action: 'create', resource: 'menu-items' });
  });

  it('refuses a second time with 409 and a clear message', async () => {
    expect(await manager.send('POST', '/api/restaurant/demo/sample-menu')).toEqual({
      status: 409,
      body: refusal('restaurant.sampleMenuExists'),
    });
    expect(await t.dataSource.getRepository(MenuCategory).count()).toBe(4);
  });
});

describe('GET /api/restaurant/menu/full', () => {
  let menu: MenuCategoryReply[];

  beforeAll(async () => {
    menu = await readMenu(t);
  });

  it('lists the active categories in display order with their time window and icon', () => {
    expect(menu.map((category) => category.name)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Drinks']);
    expect(menu[0]).toMatchObject({ icon: '🍳', availableFrom: '07:00', availableUntil: '11:00', displayOrder: 0 });
    expect(menu[3]).toMatchObject({ availableFrom: null, availableUntil: null });
  });

  it('gives each item the agreed fields, prices as strings, and never the cost price', () => {
    const desayuno = dish(menu, 'Desayuno Chapín');
    expect(desayuno).toMatchObject({
      price: '45.00',
      isAvailable: true,
      isPopular: true,
      dietary: ['vegetarian', 'gluten-free'],
      spiceLevel: null,
      preparationTime: 15,
      allergens: ['eggs', 'dairy'],
    });
    expect(desayuno).not.toHaveProperty('costPrice');
    expect(desayuno).not.toHaveProperty('stationId');
    expect(desayuno.modifiers).toEqual([
      {
        id: expect.any(Number),
        name: 'Egg style',
        type: 'single',
        isRequired: true,
        options: [
          { id: expect.any(Number), name: 'Scrambled', priceAdjustment: '0.00', isDefault: true },
          { id: expect.any(Number), name: 'Fried', priceAdjustment: '0.00', isDefault: false },
          { id: expect.any(Number), name: 'Poached', priceAdjustment: '0.00', isDefault: false },
          { id: expect.any(Number), name: 'Rancheros (tomato-chili sauce)', priceAdjustment: '5.00', isDefault: false },
        ],
      },
    ]);
  });

  it('lists unavailable items too, for the page to dim', () => {
    expect(dish(menu, 'Whole Grilled Lake Fish')).toMatchObject({ isAvailable: false, price: '85.00' });
  });

  it('is cacheable by browsers and the site for 30 s', async () => {
    const response = await fetch(`${t.url}/api/restaurant/menu/full`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('shows a manager’s console edit on the next read (the cached answer is cleared)', async () => {
    const coffee = dish(menu, 'Atitlán Coffee');
    const edit = await manager.request('PUT', `/api/admin/menu-items/${coffee.id}`, {
      price: '17.50',
      isAvailable: false,
    });
    expect(edit.status).toBe(200);
    expect(dish(await readMenu(t), 'Atitlán Coffee')).toMatchObject({ price: '17.50', isAvailable: false });
  });

  it('leaves out a category taken off the menu', async () => {
    const dinner = menu.find((category) => category.name === 'Dinner');
    const edit = await manager.request('PUT', `/api/admin/menu-categories/${dinner?.id}`, { isActive: false });
    expect(edit.status).toBe(200);
    expect((await readMenu(t)).map((category) => category.name)).toEqual(['Breakfast', 'Lunch', 'Drinks']);
  });
});
