/**
 * The till offline, in Spanish on a tablet: the banner says the tablet keeps orders and cash,
 * an order and its cash payment wait in the outbox (named and figured as describeEntry words
 * them, provisional), and once the connection returns both are sent and listed with the
 * server's figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES } from '../../src/i18n/messages';
import { flattenMessages } from '../../src/i18n/messageTree';
import { restaurantOf } from '../fake-api/restaurantRoutes';
import { seedOpenTill } from '../fake-api/tillRoutes';
import { screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';

const SPANISH = flattenMessages(CONSOLE_MESSAGES.es);

/** A Spanish phrase by its key, the POS's own wording whatever it becomes. */
function es(key: string, values: Record<string, string> = {}): string {
  const phrase = SPANISH.get(key);
  if (phrase === undefined) throw new Error(`No Spanish phrase ${key}`);
  return phrase.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

describe('the till offline, in Spanish', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
    seedOpenTill(harness.api);
  });
  afterAll(() => harness?.close());

  it('keeps an order and its cash on the tablet, then sends both and shows the server’s figures', async () => {
    const page = await harness.signedInPage('lucia', TABLET);
    await page.goto(`${harness.url}/pos`);
    const add = page.getByRole('button', { name: es('pos.menu.add', { name: 'Banana Pancakes' }) });
    await add.waitFor();

    await page.context().setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'Sin conexión' });
    await banner.getByText(/Las órdenes y los pagos en efectivo se guardan en esta tableta/).waitFor();
    await add.click();
    await page.getByLabel(es('pos.customer.table')).fill('4');
    await page.getByRole('button', { name: es('pos.items.placeOrder') }).click();

    const panel = page.getByRole('region', { name: 'Cobrar' });
    await panel.getByRole('heading', { name: 'Cobrar · Mesa 4' }).waitFor();
    await panel.getByText(/\(provisional: el servidor le pone precio cuando se envíe\)$/).waitFor();
    await panel.getByText('Los pagos con tarjeta necesitan la conexión.').waitFor();
    await banner.getByText('Uno en espera de envío.', { exact: false }).waitFor();
    await panel.getByLabel(es('pos.payment.tendered', { currency: 'Q' })).fill('100');
    await panel.getByRole('button', { name: 'Marcar como pagada' }).click();
    await panel.getByText(/^Efectivo recibido, en espera de envío · Vuelto: Q [\d.]+ \(provisional\)$/).waitFor();
    await banner.getByText('2 en espera de envío.', { exact: false }).waitFor();
    const waiting = page.getByRole('list', { name: 'En espera de envío' });
    await waiting.getByText('Orden · Mesa 4').waitFor();
    await waiting.getByText(/^Total Q [\d.]+ \(provisional\)$/).waitFor();
    await waiting.getByText('Pago en efectivo · Mesa 4').waitFor();
    await waiting.getByText(/^Pagó Q 100\.00 · vuelto Q [\d.]+ \(provisional\)$/).waitFor();
    expect(restaurantOf(harness.api).orders).toHaveLength(0);
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(page, 'offline-payment-es');
    await banner.scrollIntoViewIfNeeded();
    await screenshot(page, 'offline-outbox-es');

    await page.context().setOffline(false);
    const sent = page.getByRole('status').filter({ hasText: 'Todo enviado' });
    await sent.waitFor({ timeout: 20_000 });
    const [order] = restaurantOf(harness.api).orders;
    expect(order?.paymentStatus).toBe('paid');
    const list = sent.getByRole('list', { name: 'Enviado' });
    await list.getByText(`Orden ${order?.orderNumber} · Mesa 4`).waitFor();
    await list.getByText(/^Pagó Q 100\.00 · vuelto Q [\d.]+$/).waitFor();
    await page.mouse.move(760, 1016);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await sent.scrollIntoViewIfNeeded();
    await screenshot(page, 'offline-sent-es');
    await sent.getByRole('button', { name: 'Limpiar' }).click();
    await sent.waitFor({ state: 'detached' });
    await page.close();
  });
});
