/**
 * Invoices, as a manager uses them: a draft from a paid stay (its nights and taxes from the
 * sale), issued with the year's first number and paid from the sale at once, its PDF downloaded
 * and mailed, then voided with a credit note that reverses every amount; a desk stay still owing
 * is issued but cannot be marked paid; a NIT that is not one is refused on its field. Staff
 * without the role see no Invoices entry.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesOf } from '../fake-api/invoiceRoutes';
import { PHONE, screenshot, startConsole, type ConsoleHarness } from '../support/consoleHarness';

const TABLET = { width: 768, height: 1024 };
const year = () => new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 4);

describe('Invoices', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  it('drafts, issues, downloads, mails and voids a paid stay’s invoice', async () => {
    const page = await harness.signedInPage('mario');
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    const form = page.getByRole('region', { name: 'New invoice' });
    await form.getByLabel('Booking reference').fill('R-4K7M-Q2XP');
    await form.getByLabel('NIT').fill('1234567-8');
    await form.getByRole('button', { name: 'Create draft' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Invoice (draft)').waitFor();
    const lines = dialog.getByRole('table', { name: 'Lines' });
    await lines.getByRole('row', { name: /nights\) 2 \$65\.00 \$130\.00/ }).waitFor();
    await lines.getByRole('row', { name: 'Tourism tax (INGUAT) (10%) $11.61' }).waitFor();
    await lines.getByRole('row', { name: 'Total $141.61' }).waitFor();
    await lines.getByRole('row', { name: 'Includes IVA (12%) $13.93' }).waitFor();
    await screenshot(page, 'invoices-draft');

    await dialog.getByRole('button', { name: 'Issue' }).click();
    const number = `${year()}-000001`;
    await dialog.getByText(`Invoice ${number}`).waitFor();
    await dialog.getByText('paid', { exact: true }).waitFor();
    await screenshot(page, 'invoices-issued');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    expect((await readFile((await download.path()) ?? '', 'utf8')).startsWith('%PDF-')).toBe(true);

    await dialog.getByLabel('Mail to').fill('accounts@example.com');
    await dialog.getByRole('button', { name: 'Mail PDF' }).click();
    await dialog.getByText('Mailed to accounts@example.com.').waitFor();
    expect(invoicesOf(harness.api).mails).toEqual([{ invoiceId: 1, to: 'accounts@example.com' }]);

    await dialog.getByRole('button', { name: 'Void with credit note' }).click();
    await dialog.getByText(`A credit note will reverse every amount of ${number}.`).waitFor();
    await dialog.getByRole('button', { name: 'Void it' }).click();
    await dialog.getByText(`Credit note NC-${number}`).waitFor();
    await dialog.getByRole('button', { name: number, exact: true }).waitFor();
    await dialog.getByRole('table', { name: 'Lines' }).getByRole('row', { name: 'Total -$141.61' }).waitFor();
    await screenshot(page, 'invoices-credit-note');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const list = page.getByRole('table', { name: 'Invoices' });
    await list.getByRole('row', { name: new RegExp(`^NC-${number}`) }).waitFor();
    await list
      .getByRole('row', { name: new RegExp(`^${number} .* void R-4K7M-Q2XP Emma Schmidt · 1234567-8 \\$141\\.61`) })
      .waitFor();
    await screenshot(page, 'invoices-list');
  });

  it('issues a desk stay that still owes but refuses to mark it paid, and refuses a NIT that is not one', async () => {
    const page = await harness.signedInPage('mario', TABLET);
    await page.goto(`${harness.url}/invoices`);
    const form = page.getByRole('region', { name: 'New invoice' });
    await form.getByLabel('Booking reference').fill('R-DESK-7Q2P');
    await form.getByLabel('NIT').fill('12-34-56');
    await form.getByRole('button', { name: 'Create draft' }).click();
    await form.getByText('Enter a NIT such as 1234567-8, or CF').waitFor();
    await screenshot(page, 'invoices-bad-nit');

    await form.getByLabel('NIT').fill('');
    await form.getByLabel('Language').click();
    await page.getByRole('option', { name: 'Español' }).click();
    await form.getByRole('button', { name: 'Create draft' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Español', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Issue' }).click();
    await dialog.getByText('issued', { exact: true }).waitFor();
    await dialog.getByText('CF', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.getByRole('alert').getByText('The sale this invoice bills has not been paid yet.').waitFor();
    await screenshot(page, 'invoices-unpaid');
  });

  it('fits a phone, and is not offered to staff without the role', async () => {
    const phone = await harness.signedInPage('mario', PHONE);
    await phone.goto(`${harness.url}/invoices`);
    await phone.getByRole('table', { name: 'Invoices' }).waitFor();
    await screenshot(phone, 'invoices-phone');

    const staff = await harness.signedInPage('sam');
    await staff.goto(harness.url);
    await staff.getByRole('menuitem', { name: 'My time' }).waitFor();
    expect(await staff.getByRole('menuitem', { name: 'Invoices' }).count()).toBe(0);
  });

  it('reads in Spanish for a manager who chose it, on a tablet: the list, a document and the void to confirm', async () => {
    const number = `${year()}-000002`;
    const page = await harness.signedInPage('lucia', TABLET);
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'Facturas' }).click();
    await page.getByRole('heading', { name: 'Facturas', level: 1 }).waitFor();
    const form = page.getByRole('region', { name: 'Nueva factura' });
    await form.getByRole('radio', { name: 'Estadía' }).waitFor();
    await form.getByLabel('Referencia de la reserva').waitFor();
    await form.getByText('CF (consumidor final) si se deja vacío').waitFor();
    await form.getByRole('radio', { name: 'Orden del restaurante' }).click();
    await form.getByLabel('Número de orden').waitFor();
    const list = page.getByRole('table', { name: 'Facturas' });
    for (const header of ['Número', 'Fecha', 'Estado', 'Venta', 'Comprador', 'Total']) {
      await list.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await list.getByRole('row', { name: new RegExp(`^${year()}-000001 .* anulada R-4K7M-Q2XP`) }).waitFor();
    await list.getByRole('row', { name: new RegExp(`^${number} .* emitida`) }).waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'invoices-list-es');

    await list.getByRole('button', { name: number, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Factura ${number}`).waitFor();
    const lines = dialog.getByRole('table', { name: 'Líneas' });
    for (const header of ['Descripción', 'Cant.', 'Precio unitario', 'Importe']) {
      await lines.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await lines.getByRole('row', { name: /^Incluye IVA \(12%\)/ }).waitFor();
    for (const fact of ['Comprador', 'NIT', 'Venta', 'Emitida', 'PDF en']) {
      await dialog
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${fact}$`) })
        .waitFor();
    }
    await dialog.getByRole('button', { name: 'Anular con nota de crédito' }).click();
    await dialog
      .getByText(`Una nota de crédito revertirá todos los montos de ${number}. Esto no se puede deshacer.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Marcar como pagada' }).waitFor();
    await dialog.getByRole('button', { name: 'Descargar PDF' }).waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'invoices-void-confirm-es');
    await dialog.getByRole('button', { name: 'Conservarla' }).click();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    expect(invoicesOf(harness.api).invoices.find((invoice) => invoice.number === number)?.status).toBe('issued');
    await page.close();
  });
});
