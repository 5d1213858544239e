/** Staff sign-in: the server's messages on failure, the dashboard on success, sign-out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@lakeside/contracts';
import { PHONE, screenshot, signIn, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';

describe('sign-in', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  it('sends a signed-out visitor to the sign-in page', async () => {
    const page = await harness.newPage();
    await page.goto(`${harness.url}/menu-items`);
    await page.getByRole('heading', { name: 'Lakeside Console — Staff sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'login');
  });

  it("shows the server's message for a wrong password and for a locked account", async () => {
    const page = await harness.newPage();
    await page.goto(`${harness.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The form's rules load with the form's first use (LoginPage.tsx): the message comes a moment later.
    await page.getByText('Username is required').waitFor();

    await page.getByLabel('Username').fill('ana');
    await page.getByLabel('Password').fill('not-her-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectAlert(page, 'Incorrect username or password');

    await page.getByLabel('Username').fill('locked');
    await page.getByLabel('Password').fill('locked-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectAlert(page, 'Too many failed sign-in attempts. Please wait a few minutes and try again.');
  });

  it('lands on the dashboard with the initials avatar, and signs out', async () => {
    const page = await harness.newPage();
    await signIn(page, harness.url, 'ana');
    const userMenu = page.getByRole('button', { name: 'Profile' });
    expect(await userMenu.textContent()).toContain('AL'); // Ana López
    expect(await userMenu.textContent()).toContain('Ana López');

    await userMenu.click();
    expect(await page.getByText('Admin · ana').isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Lakeside Console — Staff sign-in' }).waitFor();
    expect(harness.api.requests.some((request) => request.method === 'POST' && request.path === '/api/logout')).toBe(
      true,
    );

    // The session is gone on the server too: a deep link asks to sign in again.
    await page.goto(`${harness.url}/rooms`);
    await page.getByRole('heading', { name: 'Lakeside Console — Staff sign-in' }).waitFor();
  });

  it("speaks the browser's Spanish, and the language of the last person signed in on the device", async () => {
    const page = await harness.newPage(TABLET, 'es-GT');
    await page.goto(`${harness.url}/login`);
    await page.getByRole('heading', { name: 'Lakeside Console — Ingreso del personal' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('El usuario es obligatorio').waitFor();
    await page.getByLabel('Usuario').fill('ana');
    await page.getByLabel('Contraseña').fill('not-her-password');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expectAlert(page, errorMessage('auth.invalidCredentials', undefined, 'es'));
    await screenshot(page, 'login-spanish');

    // Lucía chose Spanish on her account: when her session lapses, this English browser asks her to sign in again in Spanish.
    const english = await harness.newPage(PHONE, 'en-US');
    await english.goto(`${harness.url}/login`);
    await english.getByLabel('Username').fill('lucia');
    await english.getByLabel('Password').fill('lucia-password-1');
    await english.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => english.locator('html').getAttribute('lang'), { timeout: 8_000 }).toBe('es');
    await english.context().clearCookies();
    await english.goto(`${harness.url}/rooms`);
    await english.getByRole('heading', { name: 'Lakeside Console — Ingreso del personal' }).waitFor();
    expect(await english.getByRole('button', { name: 'Ingresar' }).isVisible()).toBe(true);
    await screenshot(english, 'login-spanish');
  });
});

async function expectAlert(page: import('playwright-core').Page, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  expect(await alert.textContent()).toBe(text);
}
