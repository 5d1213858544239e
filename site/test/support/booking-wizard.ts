/** Steps of the room booking wizard that several browser tests walk through the same way. */
import type { Locator, Page } from 'playwright-core';
import { islandsHydrated } from './site-under-test';

/**
 * From an open room page with a stay in its URL: checks availability, books, fills the guest
 * step as Ana López and continues; returns the wizard dialog on its payment step.
 */
export async function bookToPayment(page: Page): Promise<Locator> {
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Check Availability & Book' }).click();
  await page.locator('.book-outcome').getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill('Ana López');
  await dialog.getByLabel('Email Address').fill('ana@example.com');
  await dialog.getByLabel('Phone Number').fill('+502 5555 1234');
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  return dialog;
}
