/** Expense Management: empty state, adding an expense with a receipt photo, the summary. */
import { NOTICES, errorMessage, errorBody } from '@lakeside/contracts';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';
import { cutOrOverflowing } from '../support/layoutChecks';

/** A real 1×1 PNG, so the bytes that arrive can be compared. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4//8/AwAI/AL+p5qgoAAAAABJRU5ErkJggg==',
  'base64',
);

describe('Expense Management', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  it('starts empty, then records an expense and really uploads its receipt', async () => {
    const page = await harness.signedInPage('mario');
    await page.goto(harness.url);
    await page.getByRole('link', { name: 'Expense Management' }).click();
    await page.getByRole('heading', { name: 'Expense Management', level: 1 }).waitFor();
    await page.getByText(NOTICES.expense.noExpensesTitle).waitFor();
    expect(await page.getByRole('region', { name: 'Vendors' }).textContent()).toContain('0');

    await page.getByRole('button', { name: NOTICES.expense.addFirstExpense }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Expense' });
    await dialog.getByRole('button', { name: 'Add Expense' }).click();
    // The contracts' schema runs in the browser: its field messages, and nothing sent.
    await dialog.getByText('Vendor name is required').waitFor();
    expect(await dialog.getByText('Amount is required').isVisible()).toBe(true);
    expect(harness.api.requests.some((request) => request.path === '/api/expenses' && request.method === 'POST')).toBe(
      false,
    );

    await dialog.getByLabel('Vendor').fill('Ferretería del Lago');
    await dialog.getByLabel('Amount').fill('125.5');
    await dialog.getByLabel('Description').fill('Pipes for the sauna');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Maintenance' }).click();
    const input = dialog.locator('input[type=file]');
    expect(await input.getAttribute('accept')).toBe('image/*,application/pdf');
    expect(await input.getAttribute('capture')).toBe('environment');
    await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    const notice = dialog.getByRole('status');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`${NOTICES.expense.receiptCapturedTitle}receipt.png ready for upload`);
    await screenshot(page, 'expense-dialog');

    await dialog.getByRole('button', { name: 'Add Expense' }).click();
    await page.getByText(NOTICES.expense.added).waitFor();
    expect(await page.getByText(NOTICES.expense.addedTitle).isVisible()).toBe(true);

    const created = harness.api.tables.expenses?.[0];
    expect(created).toMatchObject({
      vendorName: 'Ferretería del Lago',
      amount: '125.50',
      currency: 'Q',
      category: 'maintenance',
    });
    const post = harness.api.requests.find((request) => request.method === 'POST' && request.path === '/api/expenses');
    expect(post?.origin).toBe(harness.url);
    expect(harness.api.receipts).toHaveLength(1);
    expect(harness.api.receipts[0]).toMatchObject({
      expenseId: created?.id,
      fileName: 'receipt.png',
      type: 'image/png',
    });
    expect(harness.api.receipts[0]?.bytes.equals(RECEIPT_PNG)).toBe(true);

    // The summary and the list are fetched again: the new expense counts at once.
    const row = page.getByRole('list', { name: 'Recent expenses' }).getByRole('listitem').first();
    await row.getByText('Ferretería del Lago — Pipes for the sauna').waitFor();
    expect(await row.textContent()).toContain('Q 125.50');
    expect(await page.getByRole('region', { name: 'Monthly Expenses' }).textContent()).toContain('Q 125.50');
    expect(await page.getByRole('region', { name: 'Monthly Expenses' }).textContent()).toContain('1 expense in');
    expect(await page.getByRole('region', { name: 'Total Expenses' }).textContent()).toContain('1 expense in total');
    expect(await page.getByRole('region', { name: 'Vendors' }).textContent()).toContain('1');

    // Its receipt link opens the stored image in a new tab, with the staff session.
    const link = row.getByRole('link', { name: 'Receipt' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const image = await page.context().request.get(new URL((await link.getAttribute('href')) ?? '', harness.url).href);
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await image.body()).equals(RECEIPT_PNG)).toBe(true);
    await screenshot(page, 'expenses');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'expenses');
  });

  it("shows the server's message under 'Error', and its field errors on the fields", async () => {
    const page = await harness.signedInPage('mario', PHONE);
    await page.goto(`${harness.url}/expenses`);
    await page.getByRole('button', { name: 'Add Expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Expense' });
    await dialog.getByLabel('Vendor').waitFor();
    await screenshot(page, 'expense-dialog'); // full screen on a phone
    await dialog.getByLabel('Vendor').fill('Tienda');
    await dialog.getByLabel('Amount').fill('10');
    await dialog.getByLabel('Description').fill('Soap');
    await dialog.getByLabel('Reference number').fill('F-001');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Cleaning' }).click();

    const duplicate = 'This reference number was already recorded';
    harness.api.failures.set('POST /api/expenses', {
      status: 400,
      body: errorBody('common.validationFailed', { errors: [{ field: 'referenceNumber', message: duplicate }] }),
    });
    await dialog.getByRole('button', { name: 'Add Expense' }).click();
    await failureIn(dialog, errorMessage('common.validationFailed'));
    await dialog.locator('.MuiFormHelperText-root.Mui-error', { hasText: duplicate }).waitFor();
    expect(await dialog.getByLabel('Reference number').getAttribute('aria-invalid')).toBe('true');

    harness.api.failures.set('POST /api/expenses', { status: 500, body: errorBody('common.serverError') });
    await dialog.getByLabel('Reference number').fill('F-002');
    await dialog.getByRole('button', { name: 'Add Expense' }).click();
    await failureIn(dialog, errorMessage('common.serverError'));
    expect(await dialog.isVisible()).toBe(true); // nothing typed is lost
    expect(harness.api.tables.expenses?.some((expense) => expense.vendorName === 'Tienda')).toBe(false);
  });

  it('reads in Spanish for a Spanish-speaking manager on a tablet, nothing cut', async () => {
    const page = await harness.signedInPage('lucia', TABLET, 'es-GT');
    await page.goto(harness.url);
    await page.getByRole('link', { name: 'Gestión de gastos' }).click();
    await page.getByRole('heading', { name: 'Gestión de gastos', level: 1 }).waitFor();
    // The expense the first test recorded.
    const row = page.getByRole('list', { name: 'Gastos recientes' }).getByRole('listitem').first();
    await row.getByText('Ferretería del Lago — Pipes for the sauna').waitFor();
    expect(await row.textContent()).toMatch(/Mantenimiento · Efectivo/);
    await row.getByRole('link', { name: 'Comprobante' }).waitFor();
    expect(await page.getByRole('region', { name: 'Gastos del mes' }).textContent()).toMatch(
      /1 gasto en \p{L}+ de \d{4}/u,
    );
    expect(await page.getByRole('region', { name: 'Gastos totales' }).textContent()).toContain('1 gasto en total');
    expect(await page.getByRole('region', { name: 'Proveedores' }).textContent()).toContain(
      'Proveedores distintos pagados',
    );
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'expenses-es');

    await page.getByRole('button', { name: 'Agregar gasto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar gasto' });
    for (const label of [
      'Fecha',
      'Proveedor',
      'Monto',
      'Descripción',
      'Número de referencia',
      'Impuesto incluido (IVA)',
    ]) {
      await dialog.getByLabel(label).first().waitFor();
    }
    await dialog.getByRole('combobox', { name: 'Forma de pago' }).waitFor();
    await dialog.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Alimentos y bebidas' }).click();
    await dialog.getByLabel('Gasto recurrente').check();
    await dialog.getByRole('combobox', { name: 'Se repite' }).waitFor();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    expect(await dialog.getByRole('status').textContent()).toContain(
      'Comprobante capturadorecibo.png listo para subir',
    );
    await dialog.getByRole('button', { name: 'Cambiar comprobante' }).waitFor();
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'expense-dialog-es');
  });
});

/**
 * The failure notice ('Error' and the server's message, docs/requirements/back-office.md#expenses),
 * said inside the open dialog.
 */
async function failureIn(dialog: Locator, message: string) {
  const alert = dialog.getByRole('alert');
  await alert.filter({ hasText: message }).waitFor();
  expect(await alert.textContent()).toBe(`${NOTICES.expense.failedTitle}${message}`);
}
