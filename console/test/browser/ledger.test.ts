/**
 * The books, as a bookkeeper (a manager) uses them: the profit and loss of the month, drilled into
 * an account's lines, one entry and the room booking behind it; a manual entry refused while it
 * does not balance and posted once it does; the entry reversed once; a finished month closed and
 * the running one refused. Staff without the role have no Books entry. Screenshots on a phone, a
 * tablet and a desktop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerOf } from '../fake-api/ledgerRoutes';
import { DESKTOP, PHONE, screenshot, startConsole, type ConsoleHarness } from '../support/consoleHarness';
import { roomBooking } from '../support/replies';

const TABLET = { width: 768, height: 1024 };

describe('Books', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole({
      roomBookings: [
        roomBooking({
          id: 1,
          guestName: 'Emma Schmidt',
          roomType: 'lakefront_lower',
          totalPrice: '130.00',
        }),
      ],
    });
  });
  afterAll(() => harness?.close());

  it('opens the month’s P&L and drills into an entry and its booking', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['tablet', TABLET],
      ['phone', PHONE],
    ] as const) {
      const page = await harness.signedInPage('mario', viewport);
      await page.goto(`${harness.url}/ledger`);
      const pnl = page.getByRole('table', { name: 'Income statement' });
      await pnl.getByRole('row', { name: '4010 Room revenue Q 899.55' }).waitFor();
      await pnl.getByRole('row', { name: '5020 Maintenance & repairs Q 100.00' }).waitFor();
      await pnl.getByRole('row', { name: 'Net income Q 884.37' }).waitFor();
      await screenshot(page, `ledger-pnl-${name}`);
      if (name !== 'desktop') await page.close();
      else {
        await pnl.getByRole('link', { name: '4010 Room revenue' }).click();
        const lines = page.getByRole('table', { name: 'Account lines' });
        await lines.getByRole('row', { name: /Payment captured: R-4K7M-Q2XP/ }).waitFor();
        await screenshot(page, 'ledger-account-lines');
        await lines.getByRole('link', { name: /Payment captured/ }).click();

        const entryLines = page.getByRole('table', { name: 'Entry lines' });
        await entryLines.getByRole('row', { name: '1150 PayPal clearing Q 1,007.50 $130.00 at 7.7500' }).waitFor();
        await page.getByText('Balanced').waitFor();
        await screenshot(page, 'ledger-entry');
        await page.getByRole('link', { name: 'Room booking 1' }).click();
        await page.getByText('Emma Schmidt').first().waitFor();
        expect(page.url()).toContain('/room-bookings/1/show');
        await screenshot(page, 'ledger-entry-source-booking');
        await page.close();
      }
    }
  });

  it('refuses a manual entry that does not balance, posts it balanced, and reverses it once', async () => {
    const page = await harness.signedInPage('mario', DESKTOP);
    await page.goto(`${harness.url}/ledger/entries/new`);
    const form = page.getByRole('form', { name: 'Manual entry' });
    await form.getByLabel('Description').fill('Owner puts money in');
    const pick = async (line: number, account: string) => {
      await form
        .getByRole('group', { name: `Line ${line}` })
        .getByLabel('Account')
        .click();
      await page.getByRole('option', { name: account }).click();
    };
    await pick(1, '1010 Cash on hand (GTQ)');
    await form.getByRole('group', { name: 'Line 1' }).getByLabel('Debit').fill('500');
    await pick(2, "3010 Owner's capital");
    await form.getByRole('group', { name: 'Line 2' }).getByLabel('Credit').fill('450');
    await form.getByText('Debits Q 500.00 · Credits Q 450.00 · not balanced').waitFor();
    await form.getByRole('button', { name: 'Post entry' }).click();
    await form.getByText('Debits must equal credits').waitFor();
    await screenshot(page, 'ledger-manual-unbalanced');
    const before = ledgerOf(harness.api).entries.length;
    expect(
      harness.api.requests.filter((request) => request.method === 'POST' && request.path === '/api/ledger/entries'),
    ).toEqual([]);

    await form.getByRole('group', { name: 'Line 2' }).getByLabel('Credit').fill('500');
    await form.getByRole('button', { name: 'Post entry' }).click();
    await page.getByRole('heading', { name: `Entry ${before + 1}`, level: 1 }).waitFor();
    expect(ledgerOf(harness.api).entries.at(-1)).toMatchObject({ sourceType: 'manual', totalAmount: '500.00' });

    const reverse = page.getByRole('region', { name: 'Reverse entry' });
    await reverse.getByLabel('Why').fill('Typed on the wrong day');
    await reverse.getByRole('button', { name: 'Reverse' }).click();
    await page.getByRole('heading', { name: `Entry ${before + 2}`, level: 1 }).waitFor();
    await page.getByText(`Reversal of entry ${before + 1}: Typed on the wrong day`).waitFor();
    await screenshot(page, 'ledger-reversal');
    await page.goto(`${harness.url}/ledger/entries/${before + 1}`);
    await page.getByText(`Reversed by entry ${before + 2}`).waitFor();
    expect(await page.getByRole('region', { name: 'Reverse entry' }).count()).toBe(0);
    await page.close();
  });

  it('closes a finished month, and refuses the month still running', async () => {
    const page = await harness.signedInPage('mario', TABLET);
    await page.goto(`${harness.url}/ledger/periods`);
    await page.getByRole('button', { name: 'Close month' }).click();
    await page.getByText(/^\w+ \d{4} is closed\.$/).waitFor();
    await page.getByRole('list', { name: 'Closed months' }).getByText('Closed by mario', { exact: false }).waitFor();
    const thisMonth = new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 7);
    await page.getByRole('textbox', { name: 'Month' }).fill(thisMonth);
    await page.getByRole('button', { name: 'Close month' }).click();
    await page.getByText(`The month ${thisMonth} is not over yet.`).waitFor();
    await screenshot(page, 'ledger-month-close');
    await page.close();
  });

  it('is not offered to staff', async () => {
    const page = await harness.signedInPage('sam', DESKTOP);
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'Point of sale' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Books' }).count()).toBe(0);
    await page.close();
  });

  it('reads in Spanish for a manager who chose it, on a tablet: each report, an entry, a manual entry and month close', async () => {
    const page = await harness.signedInPage('lucia', TABLET);
    await page.goto(harness.url);
    await page.getByRole('button', { name: 'Finanzas' }).waitFor();
    await page.getByRole('menuitem', { name: 'Contabilidad' }).click();
    await page.getByRole('heading', { name: 'Contabilidad', level: 1 }).waitFor();
    for (const label of ['Desde', 'Hasta', 'Moneda']) await page.getByLabel(label, { exact: true }).waitFor();
    const pnl = page.getByRole('table', { name: 'Estado de resultados' });
    await pnl.getByRole('row', { name: '4010 Room revenue Q 899.55' }).waitFor();
    for (const row of [/^Ingresos$/, /^Total de ingresos Q/, /^Gastos$/, /^Total de gastos Q/, /^Utilidad neta Q/]) {
      await pnl.getByRole('row', { name: row }).waitFor();
    }
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'ledger-pnl-es');
    for (const viewport of [PHONE, DESKTOP]) {
      const other = await harness.signedInPage('lucia', viewport);
      await other.goto(`${harness.url}/ledger`);
      await other
        .getByRole('table', { name: 'Estado de resultados' })
        .getByRole('row', { name: /^Utilidad neta Q/ })
        .waitFor();
      await screenshot(other, 'ledger-pnl-es');
      await other.close();
    }

    await page.getByRole('tab', { name: 'Balance de comprobación' }).click();
    const trial = page.getByRole('table', { name: 'Balance de comprobación' });
    for (const header of ['Cuenta', 'Debe', 'Haber', 'Saldo']) {
      await trial.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await trial.getByRole('row', { name: /^Total Q/ }).waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'ledger-trial-balance-es');

    await page.getByRole('tab', { name: 'Balance general' }).click();
    const sheet = page.getByRole('table', { name: 'Balance general' });
    for (const row of [
      /^Activos$/,
      /^Pasivos$/,
      /^Patrimonio$/,
      /^Resultados aún no cerrados/,
      /^Total de pasivos y patrimonio Q/,
    ]) {
      await sheet.getByRole('row', { name: row }).waitFor();
    }
    await page.getByLabel('Moneda').click();
    await page.getByRole('option', { name: 'Dólares' }).click();
    await page.getByLabel('Tipo de cambio (Q por US$)').waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'ledger-balance-sheet-es');

    await page.getByRole('tab', { name: 'Presupuesto vs real' }).click();
    await page
      .getByText('No hay presupuestos para este mes.')
      .or(page.getByRole('table', { name: 'Presupuesto vs real' }))
      .waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'ledger-budgets-es');

    // An entry and its source, in Spanish.
    await page.goto(`${harness.url}/ledger/entries/1`);
    await page.getByRole('heading', { name: 'Partida 1', level: 1 }).waitFor();
    const entryLines = page.getByRole('table', { name: 'Líneas de la partida' });
    for (const header of ['Cuenta', 'Debe (Q)', 'Haber (Q)', 'En su moneda']) {
      await entryLines.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await page.getByText(/^(Cuadrada|Descuadrada)$/).waitFor();
    await page.getByText(/^Origen:/).waitFor();
    const reverse = page.getByRole('region', { name: 'Revertir partida' });
    await reverse.getByText('Hoy se contabiliza una partida de reversión; esta queda como estaba.').waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'ledger-entry-es');

    // A manual entry refused in Spanish while it does not balance.
    await page.goto(`${harness.url}/ledger/entries/new`);
    const form = page.getByRole('form', { name: 'Partida manual' });
    await form.getByLabel('Descripción').fill('Aporte del propietario');
    await form.getByRole('group', { name: 'Línea 1' }).getByLabel('Cuenta').click();
    await page.getByRole('option', { name: '1010 Cash on hand (GTQ)' }).click();
    await form.getByRole('group', { name: 'Línea 1' }).getByLabel('Debe').fill('500');
    await form.getByRole('group', { name: 'Línea 2' }).getByLabel('Cuenta').click();
    await page.getByRole('option', { name: "3010 Owner's capital" }).click();
    await form.getByRole('group', { name: 'Línea 2' }).getByLabel('Haber').fill('450');
    await form.getByText('Debe Q 500.00 · Haber Q 450.00 · no cuadra').waitFor();
    await form.getByRole('button', { name: 'Contabilizar partida' }).click();
    await form.getByText('El Debe debe ser igual al Haber').waitFor();
    await form.getByRole('button', { name: 'Quitar la línea 1' }).waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'ledger-manual-es');

    await page.goto(`${harness.url}/ledger/periods`);
    await page.getByRole('heading', { name: 'Cerrar el mes', level: 1 }).waitFor();
    await page.getByText(/^Un mes cerrado ya no admite partidas/).waitFor();
    await page
      .getByRole('list', { name: 'Meses cerrados' })
      .getByText(/^Cerrado por mario el /)
      .waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'ledger-month-close-es');
    await page.close();
  }, 60_000);
});
