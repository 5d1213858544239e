/** Steps in the staff console that several system tests share. */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { StaffRole } from '@lakeside/contracts';

/** Signs in through the console's sign-in page and waits for the dashboard. */
export async function signInToConsole(page: Page, role: StaffRole): Promise<void> {
  const { consoleUrl, staff } = inject('system');
  await page.goto(`${consoleUrl}/login`);
  await page.getByLabel('Username').fill(staff[role].username);
  await page.getByLabel('Password').fill(staff[role].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}
