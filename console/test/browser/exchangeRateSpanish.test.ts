/** The exchange-rate page in Spanish: a Spanish-speaking manager sets the day's rate on a tablet. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';

describe('the exchange rate in Spanish', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  it('sets the rate and lists its history in Spanish', async () => {
    const page = await harness.signedInPage('lucia', TABLET);
    await page.goto(harness.url);
    await page.getByRole('menuitem', { name: 'Tipo de cambio' }).click();
    await page.getByRole('heading', { name: 'Tipo de cambio', level: 1 }).waitFor();
    await page.getByText('No hay tipo de cambio: la caja no puede recibir dólares').waitFor();
    const form = page.getByRole('region', { name: 'Fijar el tipo de cambio' });
    await form.getByLabel('Quetzales por dólar estadounidense').fill('7.75');
    await form.getByLabel('Fuente (p. ej. Banguat)').fill('Banguat');
    await form.getByRole('button', { name: 'Guardar tipo de cambio' }).click();
    await form.getByText('Guardado: Q 7.7500 por dólar desde el').waitFor();
    await page.getByText('un dólar estadounidense vale Q 7.7500, fijado por lucia').waitFor();
    const history = page.getByRole('region', { name: 'Historial del tipo de cambio' });
    for (const column of ['Desde', 'Q por $', 'Fijado por', 'Nota']) {
      expect(await history.getByRole('columnheader', { name: column }).isVisible(), column).toBe(true);
    }
    await screenshot(page, 'exchange-rate-spanish');
  });
});
