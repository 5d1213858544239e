/** The schema-driven screens: paging, sorting, search, CSV export and server field errors. */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';

describe('generic resource screens', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  const lastListQuery = (resource: string) =>
    harness.api.requests
      .filter((request) => request.path === `/api/admin/${resource}` && request.method === 'GET')
      .at(-1)?.query;
  const names = (page: Page) => page.locator('tbody td.column-name').allTextContents();

  it('pages, sorts and searches the menu items from the API', async () => {
    const page = await harness.signedInPage('ana');
    await page.goto(`${harness.url}/menu-items`);
    await page.getByText('1-25 of 30').waitFor();
    expect(await names(page)).toHaveLength(25);
    expect(lastListQuery('menu-items')?.get('range')).toBe('[0,24]');
    // Money keeps 2 decimals; the category is a link to its row, named by its name.
    expect(await page.locator('tbody tr').first().locator('td.column-price').textContent()).toBe('40.50');
    expect(await page.locator('tbody tr').first().locator('td.column-categoryId').textContent()).toBe('Breakfast');
    await screenshot(page, 'list');

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('26-30 of 30').waitFor();
    expect(lastListQuery('menu-items')?.get('range')).toBe('[25,49]');

    await page.getByRole('button', { name: 'Name' }).click();
    await page.getByText('1-25 of 30').waitFor();
    expect(lastListQuery('menu-items')?.get('sort')).toBe('["name","ASC"]');
    await page.getByRole('button', { name: 'Name' }).click();
    await expectFirstName(page, 'Dish 30');
    expect(lastListQuery('menu-items')?.get('sort')).toBe('["name","DESC"]');

    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('pepián');
    await page.getByText('1-1 of 1').waitFor();
    expect(await names(page)).toEqual(['Dish 07 Pepián']);
    expect(JSON.parse(lastListQuery('menu-items')?.get('filter') ?? '{}')).toEqual({ q: 'pepián' });
  });

  it('exports every row of the list as the grid filters it, not the page on screen', async () => {
    const page = await harness.signedInPage('ana');
    await page.goto(`${harness.url}/menu-items`);
    await page.getByText('1-25 of 30').waitFor();
    const [everything] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const lines = (await readFile((await everything.path()) ?? '', 'utf8')).trimEnd().split('\r\n');
    expect(everything.suggestedFilename()).toMatch(/^menu-items-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]?.split(',')).toContain('Name');
    expect(lines).toHaveLength(1 + 30);

    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('pepián');
    await page.getByText('1-1 of 1').waitFor();
    const [filtered] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const csv = await readFile((await filtered.path()) ?? '', 'utf8');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(2);
    expect(csv).toContain('Dish 07 Pepián');
  });

  it('names who approved a time entry for a manager, who may not open staff accounts', async () => {
    harness.api.tables['staff-accounts'] = [{ id: 1, username: 'ana', displayName: 'Ana López', role: 'admin' }];
    harness.api.tables['staff-members'] = [{ id: 7, firstName: 'Rosa', lastName: 'Ajú', employeeId: 'EMP-7' }];
    harness.api.tables['time-tracking'] = [
      { id: 1, staffId: 7, clockIn: '2026-03-02T14:00:00.000Z', clockOut: '2026-03-02T22:00:00.000Z', approvedBy: 1 },
    ];
    const page = await harness.signedInPage('mario');
    await page.goto(`${harness.url}/time-tracking/1/show`);
    await page.getByText('Ana López').waitFor();
    await page.getByText('Rosa Ajú').waitFor();
    // The name is not a link: the manager cannot open the account.
    expect(await page.getByRole('link', { name: 'Ana López' }).count()).toBe(0);
    expect(harness.api.requests.some((request) => request.path === '/api/admin-names/staff-accounts')).toBe(true);
    await screenshot(page, 'show-names-of-unreadable-references');
  });

  it("puts the server's validation message on the field it belongs to", async () => {
    const page = await harness.signedInPage('ana');
    await page.goto(`${harness.url}/menu-items/1`);
    const preparation = page.getByLabel('Preparation time');
    await preparation.fill('500');
    await page.getByRole('button', { name: 'Save' }).click();

    const message = 'Preparation time must be at most 240 minutes';
    await page.locator('.MuiFormHelperText-root.Mui-error', { hasText: message }).waitFor();
    expect(await preparation.getAttribute('aria-invalid')).toBe('true');
    expect(harness.api.tables['menu-items']?.[0]?.preparationTime).toBe(10); // nothing saved
    await preparation.scrollIntoViewIfNeeded();
    await screenshot(page, 'edit-error');

    await preparation.fill('20');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('1-25 of 30').waitFor();
    expect(harness.api.tables['menu-items']?.[0]?.preparationTime).toBe(20);
  });

  it('lists as simple rows on a phone', async () => {
    const page = await harness.signedInPage('ana', PHONE);
    await page.goto(`${harness.url}/menu-items`);
    await page.getByText('Dish 01').first().waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await page.getByText('Preparation time: 10 · Calories: 500').first().isVisible()).toBe(true);
    await screenshot(page, 'list');
    await page.goto(`${harness.url}/menu-items/2`);
    await page.getByRole('combobox', { name: 'Category' }).and(page.locator('[value="Lunch"]')).waitFor();
    await screenshot(page, 'edit');
  });
  it('reads in Spanish for a Spanish-speaking login: tables, columns, filters, values and dates', async () => {
    const page = await harness.signedInPage('lucia', TABLET);
    await page.goto(`${harness.url}/menu-items`);
    await page.getByText('1 - 25 de 30').waitFor();
    expect(await page.locator('#react-admin-title').textContent()).toBe('Platillos del menú');
    const headers = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
    expect(headers).toEqual(expect.arrayContaining(['Categoría', 'Nombre', 'Precio', 'Costo', 'Calorías']));
    expect(await page.getByRole('button', { name: 'Exportar' }).isVisible()).toBe(true);
    await screenshot(page, 'list-spanish');
    await page.getByRole('button', { name: 'Añadir filtro' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Disponible' }).waitFor();
    expect(await page.getByRole('menuitemcheckbox', { name: 'Categoría' }).isVisible()).toBe(true);
    await screenshot(page, 'list-filters-spanish');
    await page.keyboard.press('Escape');

    await page.goto(`${harness.url}/menu-items/2`);
    await page.getByLabel('Tiempo de preparación').waitFor();
    expect(await page.locator('#react-admin-title').textContent()).toBe('Platillos del menú — Dish 02');
    // Enum values (the dish's allergens), labels and dates read in Spanish.
    expect(await page.locator('.MuiChip-label', { hasText: 'Huevo' }).count()).toBe(1);
    expect(await page.getByText('Creado', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText('1 mar 2026, 06:00').first().isVisible()).toBe(true);
    // The API's field message and the browser's own check, in the contracts' Spanish.
    await page.getByLabel('Tiempo de preparación').fill('500');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .locator('.MuiFormHelperText-root.Mui-error', {
        hasText: 'El tiempo de preparación debe ser de como máximo 240 minutos',
      })
      .waitFor();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('');
    await page.locator('.MuiFormHelperText-root.Mui-error', { hasText: 'Obligatorio' }).waitFor();
    await screenshot(page, 'edit-spanish');

    await page.goto(`${harness.url}/rooms/lakefront_lower`);
    await page.getByLabel('Nombre (en español)').waitFor();
    expect(await page.getByLabel('Precio por noche').isVisible()).toBe(true);
    await page.getByText(/^Vista previa no disponible/).waitFor();
    expect(await page.getByRole('heading', { name: 'Vista del huésped' }).isVisible()).toBe(true);
    await screenshot(page, 'edit-room-spanish');

    await page.goto(`${harness.url}/menu-items/create`);
    await page.locator('#react-admin-title', { hasText: 'Agregar Platillo del menú' }).waitFor();
    await screenshot(page, 'create-spanish');
  });

  it('lists and edits in Spanish on a phone', async () => {
    const page = await harness.signedInPage('lucia', PHONE);
    await page.goto(`${harness.url}/menu-items`);
    await page.getByText('Tiempo de preparación: 10 · Calorías: 500').first().waitFor();
    await screenshot(page, 'list-spanish');
    await page.goto(`${harness.url}/menu-items/2`);
    await page.getByRole('combobox', { name: 'Categoría' }).and(page.locator('[value="Lunch"]')).waitFor();
    await screenshot(page, 'edit-spanish');
  });
});

async function expectFirstName(page: Page, name: string) {
  await page.locator('tbody tr').first().locator('td.column-name', { hasText: name }).waitFor();
}
