/**
 * The contact and volunteer forms: the contracts' rules checked in the browser (nothing is
 * sent while a field is wrong), field errors on the fields, and the outcome notices.
 */
import { errorBody, ERROR_TEXTS } from '@lakeside/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formReceipt } from './support/replies';
import { VIEWPORTS, islandsHydrated, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest({
    'POST /api/contact': () => ({ status: 201, body: formReceipt(1) }),
    'POST /api/volunteer-applications': () => ({ status: 201, body: formReceipt(3) }),
  });
});

afterAll(async () => {
  await sut?.close();
});

/** Opens a page and waits for its form island (hydrated when scrolled into view). */
async function openForm(path: string, viewport: { width: number; height: number }) {
  const opened = await sut.newPage(viewport);
  await opened.page.goto(sut.url(path));
  await opened.page.locator('form').scrollIntoViewIfNeeded();
  await islandsHydrated(opened.page);
  return opened;
}

/**
 * The error shown under a field, found through the field's aria-describedby. Labels are
 * matched loosely ('Full name' finds 'Full name *') unless `exact`.
 */
async function errorOf(page: Page, label: string, exact = false): Promise<string | null> {
  const field = page.getByLabel(label, { exact });
  // Checking waits for the schema, which loads on first use: wait for the verdict.
  await field.and(page.locator('[aria-invalid="true"]')).waitFor();
  const id = (await field.getAttribute('aria-describedby'))?.split(' ')[0];
  return page.locator(`[id="${id}"]`).textContent();
}

describe('contact form', () => {
  it.each(VIEWPORTS)('shows the field errors of bad input and sends nothing (%s)', async (_name, viewport) => {
    const { page, errors } = await openForm('/contact', viewport);
    const sent = sut.api.calls('POST /api/contact').length;

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Message', { exact: true }).fill('Hi');
    await page.getByRole('button', { name: 'Send Message' }).click();

    expect(await errorOf(page, 'Name')).toBe('Name is required');
    expect(await errorOf(page, 'Email')).toBe('Invalid email address');
    expect(await errorOf(page, 'Message', true)).toBe('Message must be at least 10 characters long');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(sut.api.calls('POST /api/contact').length).toBe(sent);
    expect(errors).toEqual([]);
  });

  it.each(VIEWPORTS)('sends a valid message, says so and clears the form (%s)', async (_name, viewport) => {
    const { page, errors } = await openForm('/contact', viewport);

    await page.getByLabel('Name', { exact: true }).fill('Ana López');
    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Subject').selectOption('room_booking');
    await page.getByLabel('Message', { exact: true }).fill('Do you have a room for two in March?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const status = page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' });
    await status.waitFor();
    expect(await status.textContent()).toContain("Thank you for contacting us. We'll get back to you within 24 hours.");
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(JSON.parse(sut.api.calls('POST /api/contact').at(-1)!.body)).toEqual({
      name: 'Ana López',
      email: 'ana@example.com',
      phone: null,
      subject: 'room_booking',
      message: 'Do you have a room for two in March?',
      language: 'en',
    });
    expect(errors).toEqual([]);
  });

  it("puts the API's field errors on the fields and shows its message", async () => {
    sut.api.routes['POST /api/contact'] = () => ({
      status: 400,
      body: errorBody('common.validationFailed', { errors: [{ field: 'phone', message: 'Invalid phone number' }] }),
    });
    const { page } = await openForm('/contact', VIEWPORTS[0][1]);

    await page.getByLabel('Name', { exact: true }).fill('Ana');
    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Phone').fill('+502 5555 1234');
    await page.getByLabel('Message', { exact: true }).fill('A question about the sauna.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Failed to Send Message' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Please correct the highlighted fields.');
    expect(await errorOf(page, 'Phone')).toBe('Invalid phone number');
  });

  it('speaks Spanish on /es/contact, messages included', async () => {
    const { page } = await openForm('/es/contact', VIEWPORTS[0][1]);

    await page.getByRole('button', { name: 'Enviar mensaje' }).click();

    expect(await errorOf(page, 'Nombre')).toBe('El nombre es obligatorio');
    expect(await errorOf(page, 'Mensaje', true)).toBe('El mensaje debe tener al menos 10 caracteres');
  });

  it('shows a refusal in Spanish by its code, even in words the site has never seen', async () => {
    sut.api.routes['POST /api/contact'] = () => ({
      status: 429,
      body: { code: 'common.tooManyRequests', message: 'Whoa there, a brand-new wording of this refusal.' },
    });
    const { page } = await openForm('/es/contact', VIEWPORTS[0][1]);

    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Mensaje', { exact: true }).fill('Una pregunta sobre el sauna.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();

    const alert = page.getByRole('alert').filter({ hasText: ERROR_TEXTS['common.tooManyRequests'].es });
    await alert.waitFor();
    expect(await alert.textContent()).not.toContain('brand-new wording');
  });
});

describe('volunteer form', () => {
  async function fillValid(page: Page) {
    await page.getByLabel('Full name').fill('Sam Rivera');
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await page.getByLabel('Nationality').fill('Canadian');
    await page.getByLabel('Accommodation').selectOption('shared');
    await page
      .getByLabel('Why do you want to volunteer with us?')
      .fill('I would love to help in the garden and learn about permaculture by the lake.');
  }

  it.each(VIEWPORTS)('checks every rule of the contract before sending (%s)', async (_name, viewport) => {
    const { page, errors } = await openForm('/volunteer', viewport);
    const sent = sut.api.calls('POST /api/volunteer-applications').length;

    await page.getByLabel('Age').fill('16');
    await page.getByLabel('Length of stay (weeks)').fill('1');
    await page.getByLabel('Why do you want to volunteer with us?').fill('Too short.');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    expect(await errorOf(page, 'Full name')).toBe('Name is required');
    // Left empty: required first, not "invalid".
    expect(await errorOf(page, 'Email')).toBe('Email is required');
    expect(await errorOf(page, 'Phone')).toBe('Phone number is required');
    expect(await errorOf(page, 'Nationality')).toBe('Nationality is required');
    expect(await errorOf(page, 'Age')).toBe('Must be at least 18 years old');
    expect(await errorOf(page, 'Accommodation')).toBe('Please select accommodation type');
    expect(await errorOf(page, 'Length of stay (weeks)')).toBe('Minimum stay is 2 weeks');
    expect(await errorOf(page, 'Why do you want to volunteer with us?')).toBe(
      'Please provide at least 50 characters describing your motivation',
    );
    expect(sut.api.calls('POST /api/volunteer-applications').length).toBe(sent);
    expect(errors).toEqual([]);
  });

  it('falls back to age 18 and 2 weeks, sends, and says the application arrived', async () => {
    const { page, errors } = await openForm('/volunteer', VIEWPORTS[1][1]);

    await fillValid(page);
    await page.getByLabel('Age').fill('');
    await page.getByLabel('Length of stay (weeks)').fill('');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    const status = page.getByRole('status').filter({ hasText: 'Application Submitted!' });
    await status.waitFor();
    expect(await status.textContent()).toContain("We'll review your application and be in touch soon!");
    const body = JSON.parse(sut.api.calls('POST /api/volunteer-applications').at(-1)!.body);
    expect(body).toMatchObject({
      name: 'Sam Rivera',
      age: 18,
      duration: 2,
      accommodationType: 'shared',
      skills: [],
      language: 'en',
    });
    expect(errors).toEqual([]);
  });

  it("shows 'Error' with the server's message when the API refuses", async () => {
    sut.api.routes['POST /api/volunteer-applications'] = () => ({
      status: 429,
      body: { message: 'Too many requests. Please wait a moment and try again.' },
    });
    const { page } = await openForm('/volunteer', VIEWPORTS[0][1]);

    await fillValid(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Error' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Too many requests. Please wait a moment and try again.');
  });
});
