/**
 * A stay's review, from the mail to the room's card: the desk checks a guest in and out, the API's
 * review job mails a link (the system runs it every 2 s, production every quarter hour), the guest
 * rates the stay on a phone, a manager approves it in the console's Reviews screen, and the room
 * page shows it while the room's card on /rooms carries the new rating — the mean of the approved
 * reviews the API computes, read back from the API and the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { signInToConsole } from './support/console';
import { queryDatabase } from './support/database';
import { newestMailTo } from './support/outbox';
import { retreatDate } from './support/retreat-date';
import { signInStaff, type StaffApi } from './support/staff-api';

const { siteUrl, consoleUrl, apiUrl } = inject('system');
// A room the other system tests leave alone tonight.
const ROOM = 'lakefront_lower';
const guest = { name: 'Renata Review', email: 'renata.review@example.com' };

let browser: TestBrowser;
let staff: StaffApi;

beforeAll(async () => {
  [browser, staff] = await Promise.all([launchBrowser(), signInStaff('manager')]);
});

afterAll(async () => {
  await browser?.close();
});

interface RoomRating {
  rating: number | null;
  reviewCount: number;
}

async function roomRating(): Promise<RoomRating> {
  const room = (await (await fetch(`${apiUrl}/api/rooms/${ROOM}`)).json()) as RoomRating;
  return { rating: room.rating, reviewCount: room.reviewCount };
}

/** The mean of the room's approved reviews, straight from the database, to one decimal. */
function ratingInDatabase(): RoomRating {
  const { total, count } = queryDatabase<{ total: number | null; count: number }>(
    "SELECT SUM(rating) AS total, COUNT(*) AS count FROM reviews WHERE roomId = ? AND status = 'approved'",
    ROOM,
  );
  return { rating: count ? Math.round(((total ?? 0) * 10) / count) / 10 : null, reviewCount: count };
}

describe('a guest reviews their stay', () => {
  it('is asked after check-out, rates it, and the approved review shows on the room page and its card', async () => {
    // The stay, booked, checked in and checked out at the desk.
    const { booking: booked } = await staff.send<{ booking: { id: number } }>('POST', '/api/room-bookings/staff', {
      roomType: ROOM,
      checkinDate: retreatDate(0),
      checkoutDate: retreatDate(2),
      guests: 2,
      guestName: guest.name,
      email: guest.email,
      phone: null,
      language: 'en',
      sendConfirmation: false,
    });
    await staff.send('POST', `/api/room-bookings/${booked.id}/check-in`, {});
    await staff.send('POST', `/api/room-bookings/${booked.id}/check-out`, {});

    // The review job's mail, and the link in it.
    const mail = await newestMailTo(guest.email, { subject: /^How was your stay/, timeoutMs: 30_000 });
    const link = new RegExp(`${siteUrl.replace(/[.]/g, '\\.')}/review/[A-Z0-9-]+\\?t=[A-Za-z0-9_%.~-]+`).exec(
      mail.text,
    )?.[0];
    expect(link, `a review link in the mail:\n${mail.text}`).toBeDefined();
    const before = await roomRating();
    expect(before).toEqual(ratingInDatabase());

    // The guest rates the stay on a phone: one star, so the room's mean surely moves.
    const phone = await browser.newPage(PHONE);
    expect((await phone.page.goto(link!))?.status()).toBe(200);
    await phone.page.getByRole('radio', { name: '1 star · Poor' }).check();
    await phone.page.getByLabel('Your review (optional)').fill('The hot water ran out twice.');
    await phone.page.getByRole('button', { name: 'Send my review' }).click();
    await phone.page.getByText('We have your review and will read it shortly').waitFor();
    await screenshot(phone.page, 'review-sent-phone');
    expect(phone.errors).toEqual([]);
    // Not on the room page until approved.
    expect(await roomRating()).toEqual(before);

    // A manager approves it in the console.
    const { page, errors } = await browser.newPage(DESKTOP);
    await signInToConsole(page, 'manager');
    await page.goto(`${consoleUrl}/reviews`);
    const review = page.getByRole('article', { name: `Review by ${guest.name}` });
    await review.getByText('The hot water ran out twice.').waitFor();
    await review.getByRole('button', { name: 'Approve' }).click();
    await review.getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' });
    await screenshot(page, 'review-approved-console');
    expect(errors).toEqual([]);

    // The API's rating is the mean of the approved reviews, one more than before.
    const after = await roomRating();
    expect(after).toEqual(ratingInDatabase());
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).not.toBe(before.rating);

    // The room page shows the review; the room's card on /rooms shows the new rating.
    const site = await browser.newPage(DESKTOP);
    await site.page.goto(`${siteUrl}/book/${ROOM}`);
    await site.page.getByText('The hot water ran out twice.').waitFor();
    await site.page.goto(`${siteUrl}/rooms`);
    const card = site.page.locator(`[data-room-id="${ROOM}"]`);
    const cardRating = `${after.rating!.toFixed(1)} · ${after.reviewCount} reviews`;
    await card.getByText(cardRating).waitFor();
    await screenshot(site.page, 'review-on-room-card');
    expect(site.errors).toEqual([]);
  });
});
