/**
 * Paying by card in a browser test: PayPal's SDK answers with buttons that render nothing, and
 * Recurrente's hosted checkout is a stand-in page reduced to its two ways back to the site,
 * "Pay" (the success URL) and "Cancel" (the same with cancelled=1).
 */
import type { Page } from 'playwright-core';

export async function standInRecurrente(page: Page, checkoutPage: string, back: string): Promise<void> {
  await page.route('https://www.paypal.com/sdk/js?**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.paypal = { Buttons() { return { async render() {} }; } };',
    }),
  );
  await page.route(checkoutPage, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Recurrente</title><a href="${back}">Pay</a> <a href="${back}&cancelled=1">Cancel</a>`,
    }),
  );
}

/** Gives up on the stand-in page: back on /booking/return, nothing charged and the place still held (`held`). */
export async function giveUpOnRecurrente(page: Page, held: RegExp): Promise<boolean> {
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('heading', { name: 'Payment not completed' }).waitFor();
  return page.getByText(held).isVisible();
}

/** From the cancelled return page, back to the same checkout, and pays: the confirmation's text. */
export async function payOnRecurrenteAgain(page: Page, checkoutPage: string): Promise<string> {
  await page.getByRole('link', { name: 'Pay by card' }).click();
  await page.waitForURL(checkoutPage);
  await page.getByRole('link', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
  return page.locator('.wizard-form').innerText();
}
