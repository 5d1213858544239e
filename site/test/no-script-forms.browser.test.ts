/**
 * Guest forms sent before their island hydrates — a slow phone, or scripts blocked — with
 * JavaScript off in the page: the home search lands on the results for its stay, and the
 * contact and volunteer forms are checked and sent by the site's server, which answers with
 * the same notices and field errors as the islands, in the page's language.
 */
import { addDays } from '@lakeside/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatClock } from '../src/lib/time/retreat-clock';
import { bookingRoutes, bookingState } from './support/fake-booking-api';
import { formReceipt } from './support/replies';
import { PHONE, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

let sut: SiteUnderTest;
const today = retreatClock().date;

beforeAll(async () => {
  sut = await startSiteUnderTest({
    ...bookingRoutes(bookingState()),
    'POST /api/contact': () => ({ status: 201, body: formReceipt(1) }),
    'POST /api/volunteer-applications': () => ({ status: 201, body: formReceipt(3) }),
  });
});

afterAll(async () => {
  await sut?.close();
});

/** A phone page with JavaScript off, opened at `path`. */
async function openWithoutScripts(path: string) {
  const opened = await sut.newPage(PHONE);
  const devtools = await opened.page.context().newCDPSession(opened.page);
  await devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
  await opened.page.goto(sut.url(path));
  await opened.page.locator('form').first().scrollIntoViewIfNeeded();
  await opened.page.waitForTimeout(300);
  // Every island is still as the server rendered it: nothing hydrated.
  expect(await opened.page.locator('astro-island:not([ssr])').count()).toBe(0);
  return opened;
}

const lastBody = (route: string) => JSON.parse(sut.api.calls(route).at(-1)!.body) as Record<string, unknown>;

async function submit(page: Page, button: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()]);
}

describe('with JavaScript off', () => {
  it('the home search goes to the results for check-in plus the chosen nights', async () => {
    const { page } = await openWithoutScripts('/');
    const widget = page.locator('[data-island="room-search-widget"]');
    await widget.getByLabel('Check-in').fill(addDays(today, 5));
    await submit(page, 'Search Available Rooms');

    const url = new URL(page.url());
    expect(url.pathname).toBe('/search-results');
    expect(url.searchParams.get('checkin')).toBe(addDays(today, 5));
    expect(url.searchParams.get('nights')).toBe('2');
    expect(await page.getByRole('heading', { name: 'Your Stay' }).isVisible()).toBe(true);
    const availability = new URL(sut.api.calls('GET /api/rooms/availability').at(-1)!.url, 'http://api');
    expect(availability.searchParams.get('checkout')).toBe(addDays(today, 7));
  });

  it('the contact form is sent by the server, which says so and clears the form', async () => {
    const { page } = await openWithoutScripts('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Ana López');
    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Subject').selectOption('events');
    await page.getByLabel('Message', { exact: true }).fill('Is the cacao ceremony on in March?');
    await submit(page, 'Send Message');

    expect(new URL(page.url()).pathname).toBe('/contact');
    // The answer opens at the form, not at the top of the page.
    expect(new URL(page.url()).hash).toBe('#contact-form-title');
    const heading = await page.getByRole('heading', { name: 'Send us a message' }).boundingBox();
    expect(heading?.y).toBeGreaterThanOrEqual(0);
    expect(heading?.y).toBeLessThan(PHONE.height);
    const status = page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' });
    expect(await status.textContent()).toContain("We'll get back to you within 24 hours.");
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(lastBody('POST /api/contact')).toEqual({
      name: 'Ana López',
      email: 'ana@example.com',
      phone: null,
      subject: 'events',
      message: 'Is the cacao ceremony on in March?',
      language: 'en',
    });
  });

  it('the contact form comes back with its field errors and what was typed, and nothing is sent', async () => {
    const sent = sut.api.calls('POST /api/contact').length;
    const { page } = await openWithoutScripts('/es/contact');
    await page.locator('#contact-name').fill('Ana López');
    await page.locator('#contact-email').fill('no-es-un-correo');
    await page.locator('#contact-message').fill('Hola');
    await submit(page, 'Enviar mensaje');

    expect(await page.locator('#contact-email-error').textContent()).toBe('Correo electrónico no válido');
    expect(await page.locator('#contact-email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#contact-name').inputValue()).toBe('Ana López');
    expect(await page.locator('#contact-message').inputValue()).toBe('Hola');
    expect(sut.api.calls('POST /api/contact').length).toBe(sent);
  });

  it("the contact form shows the API's refusal and keeps what was typed", async () => {
    sut.api.routes['POST /api/contact'] = () => ({
      status: 429,
      body: { message: 'Too many requests. Please wait a moment and try again.' },
    });
    const { page } = await openWithoutScripts('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Ana López');
    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Is the cacao ceremony on in March?');
    await submit(page, 'Send Message');

    expect(await page.getByRole('alert').textContent()).toContain(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Is the cacao ceremony on in March?');
  });

  it('the volunteer application is sent by the server with the same defaults as the island', async () => {
    const { page } = await openWithoutScripts('/es/volunteer');
    await page.locator('#volunteer-name').fill('Sam Rivera');
    await page.locator('#volunteer-email').fill('sam@example.com');
    await page.locator('#volunteer-phone').fill('+1 555 010 2030');
    await page.locator('#volunteer-nationality').fill('Canadiense');
    await page.locator('#volunteer-age').fill('');
    await page.locator('#volunteer-accommodation').selectOption('shared');
    await page
      .locator('#volunteer-motivation')
      .fill('Me encantaría ayudar en el huerto y aprender permacultura junto al lago.');
    await Promise.all([page.waitForNavigation(), page.locator('form button[type=submit]').click()]);

    expect(await page.getByRole('status').textContent()).toContain('¡Solicitud enviada!');
    expect(lastBody('POST /api/volunteer-applications')).toMatchObject({
      name: 'Sam Rivera',
      age: 18,
      duration: 2,
      accommodationType: 'shared',
      skills: [],
      language: 'es',
    });
  });
});
