/**
 * A guest's other ways in, each checked in the rows staff then read through the API: an
 * event booking from the Book Event dialog (seats taken, server total), a contact message,
 * a volunteer application and a newsletter sign-up from the home page's popup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DESKTOP, PHONE, islandsHydrated, launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { signInStaff, type StaffApi } from './support/staff-api';

const { siteUrl } = inject('system');
let browser: TestBrowser;
let staff: StaffApi;

beforeAll(async () => {
  [browser, staff] = await Promise.all([launchBrowser(), signInStaff('manager')]);
});

afterAll(async () => {
  await browser?.close();
});

/** The newest rows of a console resource, as the console's list asks for them. */
function newest<T>(resource: string): Promise<T[]> {
  const query = new URLSearchParams({ sort: JSON.stringify(['id', 'DESC']), range: JSON.stringify([0, 9]) });
  return staff.get<T[]>(`/api/admin/${resource}?${query}`);
}

interface EventOccurrence {
  id: string;
  title: string;
  sessions: { id: number; time: string; spotsLeft: number }[];
}

describe('a guest', () => {
  it('books event tickets on a phone and the seats are taken', async () => {
    const eventsBefore = await staff.get<EventOccurrence[]>('/api/events');
    const { page, errors } = await browser.newPage(PHONE);
    await page.goto(`${siteUrl}/events`);
    await islandsHydrated(page);
    // The seeded ceremony lies 9 days ahead: past the first three upcoming cards.
    await page.getByRole('button', { name: 'Show More' }).click();
    await page.getByRole('button', { name: 'Book Tickets: Mayan Cacao Ceremony' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Mayan Cacao Ceremony' });
    await dialog.getByLabel('Session').selectOption({ index: 1 });
    await dialog.getByLabel('Tickets').fill('2');
    await dialog.getByLabel('Full name').fill('Tomás Ajú');
    await dialog.getByLabel('Email').fill('tomas@example.com');
    await dialog.getByLabel('Phone').fill('+502 5555 0303');
    await dialog.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await screenshot(page, 'guest-event-booking');
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    // No SMTP server in this run: the mail waits in the outbox, and the page says so honestly.
    await page.getByText('Your tickets are reserved successfully!').waitFor();
    expect(errors).toEqual([]);

    const [booking] = await newest<{ guestName: string; numberOfTickets: number; totalAmount: string }>(
      'event-bookings',
    );
    expect(booking).toMatchObject({ guestName: 'Tomás Ajú', numberOfTickets: 2, totalAmount: '70.00' });
    const spotsLeft = (events: EventOccurrence[]) =>
      events
        .filter((event) => event.title === 'Mayan Cacao Ceremony')
        .flatMap((event) => event.sessions)
        .reduce((sum, session) => sum + session.spotsLeft, 0);
    expect(spotsLeft(await staff.get<EventOccurrence[]>('/api/events'))).toBe(spotsLeft(eventsBefore) - 2);
  });

  it('writes to the retreat from the contact page', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await page.goto(`${siteUrl}/contact`);
    await islandsHydrated(page);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Send Message' }) });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Name', { exact: true }).fill('Elena Cruz');
    await form.getByLabel('Email', { exact: true }).fill('elena@example.com');
    await form.getByLabel('Subject').selectOption('room_booking');
    await form.getByLabel('Message', { exact: true }).fill('Is the garden cottage quiet enough for a writing retreat?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' }).waitFor();
    expect(errors).toEqual([]);

    const [message] = await newest<{ name: string; email: string; subject: string; message: string }>(
      'contact-messages',
    );
    expect(message).toMatchObject({ name: 'Elena Cruz', email: 'elena@example.com', subject: 'room_booking' });
  });

  it('applies to volunteer on a phone', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    await page.goto(`${siteUrl}/volunteer`);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Submit Application' }) });
    await form.scrollIntoViewIfNeeded();
    await islandsHydrated(page);
    await form.getByLabel('Full name').fill('Sam Rivera');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Phone').fill('+1 555 010 2030');
    await form.getByLabel('Nationality').fill('Canadian');
    await form.getByLabel('Accommodation').selectOption('private');
    await form.getByLabel('Age').fill('29');
    await form.getByLabel('Length of stay (weeks)').fill('6');
    await form
      .getByLabel('Why do you want to volunteer with us?')
      .fill('I would love to help in the garden and learn about permaculture by the lake.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('status').filter({ hasText: 'Application Submitted!' }).waitFor();
    expect(errors).toEqual([]);

    const [application] = await newest<Record<string, unknown>>('volunteer-applications');
    expect(application).toMatchObject({
      name: 'Sam Rivera',
      nationality: 'Canadian',
      accommodationType: 'private',
      age: 29,
      duration: 6,
    });
  });

  it('signs up for the newsletter from the home page popup', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    // The popup opens after 10 s on the page; the test's clock runs those seconds at once.
    await page.clock.install();
    await page.goto(`${siteUrl}/`);
    await islandsHydrated(page);
    await page.clock.fastForward(10_500);
    const dialog = page.getByRole('dialog', { name: 'Join our community' });
    await dialog.getByLabel('Name').fill('Marta');
    await dialog.getByLabel('Email').fill('marta@example.com');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('dialog', { name: 'Thank you for signing up!' }).waitFor();
    expect(errors).toEqual([]);

    const [subscriber] = await newest<{ email: string; firstName: string }>('mailing-list');
    expect(subscriber).toMatchObject({ email: 'marta@example.com', firstName: 'Marta' });
  });
});
