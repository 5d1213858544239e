/**
 * Guest reviews end to end: after check-out the scheduled job mails each guest one link (once
 * across two instances and a restart), the link opens the stay and takes one review, a forged,
 * unknown or expired link is the same 404, and the ratings the site shows are computed from the
 * approved reviews — approving and hiding change them, and the invariant (rating = mean of the
 * approved reviews, count = how many) holds for every room and for the retreat as a whole.
 */
import {
  addDays,
  ratingSummary,
  ratingSummaryReply,
  reviewInvitationReply,
  roomListReply,
  roomReviewsReply,
  staffReviewListReply,
  staffReviewReply,
  type DeskBookingReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { seedDemoReviews } from '../src/database/seeds/reviews.seed.js';
import { GuestReviewsService } from '../src/reviews/guest-reviews.service.js';
import { ReviewRequests } from '../src/reviews/review-requests.js';
import { ReviewRequest } from '../src/reviews/review-request.entity.js';
import { Review } from '../src/reviews/review.entity.js';
import { apiClient } from './support/api-client.js';
import { daysFromToday } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import { textOf } from './support/mail-reading.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let inbox: SmtpInbox;
let env: Record<string, string>;
let desk: StaffApiClient;
let manager: StaffApiClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  env = { SMTP_URL: inbox.url };
  t = await startTestApp({ seed: true, env });
  // The demo's reviewed past stays, through the same tables (npm run db:seed adds them).
  await t.dataSource.transaction((manager) => seedDemoReviews(manager, { today: daysFromToday(0) }));
  [desk, manager] = await Promise.all([signInAs(t, 'staff', 'desk-staff'), signInAs(t, 'manager')]);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** A stay booked at the desk today, checked in and out: what a guest who just left has. */
async function finishedStay(roomType: string, email: string, language: 'en' | 'es') {
  const checkinDate = daysFromToday(0);
  const booked = await desk.send<DeskBookingReply>('POST', '/api/room-bookings/staff', {
    checkinDate,
    checkoutDate: addDays(checkinDate, 2),
    roomType,
    guests: 2,
    guestName: `${language === 'es' ? 'Lucía' : 'Ana'} Guest`,
    email,
    language,
  });
  expect(booked.status).toBe(201);
  const { id } = booked.body.booking;
  const { reference } = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id });
  expect((await desk.send('POST', `/api/room-bookings/${id}/check-in`)).status).toBe(200);
  expect((await desk.send('POST', `/api/room-bookings/${id}/check-out`)).status).toBe(200);
  return { id, reference };
}

/** The review requests mailed to `address` (the desk's booking confirmation goes there too). */
const reviewMailsTo = (address: string) =>
  inbox.mails.filter((mail) => mail.to.includes(address) && textOf(mail).includes('/review/'));

async function reviewMailTo(address: string) {
  await expect.poll(() => reviewMailsTo(address).length).toBe(1);
  return reviewMailsTo(address)[0]!;
}

/** The review link of a mail: /review/{reference}?t=… (/es/review/… in Spanish). */
function reviewLinkOf(text: string): { path: string; reference: string; token: string } {
  const url = new URL(/https?:\/\/\S+\/review\/\S+/.exec(text)?.[0] ?? 'http://missing');
  const reference = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  return { path: url.pathname, reference, token: url.searchParams.get('t') ?? '' };
}

/** The invariant: every rating on the site is the mean of the approved reviews' rows. */
async function expectRatingsComputedFromApprovedReviews() {
  const approved = await t.dataSource.getRepository(Review).findBy({ status: 'approved' });
  const rooms = await apiClient(t).read('/api/rooms', roomListReply);
  for (const room of rooms) {
    const own = ratingSummary(approved.filter((review) => review.roomId === room.id).map((review) => review.rating));
    expect({ id: room.id, rating: room.rating, count: room.reviewCount }).toEqual({ id: room.id, ...own });
    const page = await apiClient(t).read(`/api/rooms/${room.id}/reviews`, roomReviewsReply);
    expect(page.summary).toEqual(own);
  }
  expect(await apiClient(t).read('/api/reviews/summary', ratingSummaryReply)).toEqual(
    ratingSummary(approved.map((review) => review.rating)),
  );
}

describe('asking for a review after check-out', () => {
  it('mails each guest who left one link, once across two instances and after a restart', async () => {
    const stay = await finishedStay('garden_cottage', 'leaving@example.com', 'es');
    const other = await startTestApp({ sharing: t.database, env });
    try {
      const both = [t.app.get(ReviewRequests), other.app.get(ReviewRequests)];
      // On a server database the two instances run at once; an SQLite file belongs to one
      // instance (docs/decisions/0006-multiple-api-instances.md), so there one after the other.
      const sent = t.database.env.DATABASE_URL
        ? await Promise.all(both.map((requests) => requests.ask()))
        : [await both[0]!.ask(), await both[1]!.ask()];
      expect(sent.reduce((total, count) => total + count, 0)).toBe(1);
    } finally {
      await other.close();
    }
    const restarted = await startTestApp({ sharing: t.database, env });
    try {
      expect(await restarted.app.get(ReviewRequests).ask()).toBe(0);
    } finally {
      await restarted.close();
    }
    const mail = await reviewMailTo('leaving@example.com');
    expect(textOf(mail)).toContain('califique su estancia de 1 a 5 estrellas');
    const link = reviewLinkOf(textOf(mail));
    expect(link.path).toBe(`/es/review/${stay.reference}`);
    // The token is stored hashed, never as sent.
    const request = await t.dataSource.getRepository(ReviewRequest).findOneByOrFail({ roomBookingId: stay.id });
    expect(request.tokenHash).not.toContain(link.token);
    expect(request.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not ask a guest who has not left, nor the demo guests who already reviewed', async () => {
    const checkinDate = daysFromToday(0);
    const staying = await desk.send<DeskBookingReply>('POST', '/api/room-bookings/staff', {
      checkinDate,
      checkoutDate: addDays(checkinDate, 3),
      roomType: 'upper_lakefront',
      guests: 1,
      guestName: 'Still Here',
      email: 'staying@example.com',
    });
    expect(staying.status).toBe(201);
    expect(await t.app.get(ReviewRequests).ask()).toBe(0);
    expect(reviewMailsTo('staying@example.com')).toHaveLength(0);
  });
});

describe('the review link', () => {
  it('opens the stay, takes one review, and refuses forged, unknown and expired links alike', async () => {
    const stay = await finishedStay('lakefront_lower', 'reviewer@example.com', 'en');
    await t.app.get(ReviewRequests).ask();
    const { reference, token } = reviewLinkOf(textOf(await reviewMailTo('reviewer@example.com')));
    const guest = apiClient(t);

    const opened = await guest.read(`/api/reviews/${reference}?t=${token}`, reviewInvitationReply);
    expect(opened).toMatchObject({ reference, roomId: 'lakefront_lower', firstName: 'Ana', review: null });

    const forged = `${token.slice(0, -2)}xx`;
    expect(await guest.send('GET', `/api/reviews/${reference}?t=${forged}`)).toEqual({
      status: 404,
      body: refusal('reviews.notFound'),
    });
    expect(await guest.send('POST', `/api/reviews/${reference}`, { token: forged, rating: 5 })).toEqual({
      status: 404,
      body: refusal('reviews.notFound'),
    });
    expect((await guest.send('GET', `/api/reviews/R-0000-0000?t=${token}`)).status).toBe(404);
    const afterExpiry = new Date(Date.now() + 61 * 24 * 60 * 60_000);
    await expect(t.app.get(GuestReviewsService).invitation(reference, token, afterExpiry)).rejects.toMatchObject({
      code: 'reviews.notFound',
    });

    const badRating = await guest.send('POST', `/api/reviews/${reference}`, { token, rating: 6 });
    expect(badRating.status).toBe(400);

    const sent = await guest.send('POST', `/api/reviews/${reference}`, {
      token,
      rating: 4,
      text: '  Quiet and lovely.  ',
    });
    expect(sent.status).toBe(201);
    expect(reviewInvitationReply.parse(sent.body).review).toEqual({
      rating: 4,
      text: 'Quiet and lovely.',
      status: 'pending',
    });
    expect(await guest.send('POST', `/api/reviews/${reference}`, { token, rating: 1 })).toEqual({
      status: 409,
      body: refusal('reviews.alreadyReviewed'),
    });
    // Two at once still make one (the unique key on the booking).
    const again = await Promise.all(
      [5, 3].map((rating) => guest.send('POST', `/api/reviews/${reference}`, { token, rating })),
    );
    expect(again.map((reply) => reply.status)).toEqual([409, 409]);
    expect(await t.dataSource.getRepository(Review).countBy({ roomBookingId: stay.id })).toBe(1);
  });
});

describe('moderation and the computed ratings', () => {
  it('counts a review once approved and no longer once hidden; staff may read but not moderate', async () => {
    await expectRatingsComputedFromApprovedReviews();
    const before = (await apiClient(t).read('/api/rooms', roomListReply)).find((room) => room.id === 'lakefront_lower');

    const pending = (await desk.read('/api/staff/reviews', staffReviewListReply)).find(
      (review) => review.status === 'pending' && review.roomId === 'lakefront_lower',
    );
    expect(pending).toMatchObject({ rating: 4, text: 'Quiet and lovely.', guestName: 'Ana Guest' });
    const id = pending?.id ?? 0;
    expect(await desk.send('POST', `/api/staff/reviews/${id}/approve`)).toMatchObject({ status: 403 });
    // Pending reviews count nowhere.
    await expectRatingsComputedFromApprovedReviews();

    const approved = await manager.send('POST', `/api/staff/reviews/${id}/approve`);
    expect(staffReviewReply.parse(approved.body)).toMatchObject({
      status: 'approved',
      moderatedBy: expect.any(String),
    });
    const after = (await apiClient(t).read('/api/rooms', roomListReply)).find((room) => room.id === 'lakefront_lower');
    expect(after?.reviewCount).toBe((before?.reviewCount ?? 0) + 1);
    expect(after?.rating).not.toBe(before?.rating);
    await expectRatingsComputedFromApprovedReviews();
    const page = await apiClient(t).read('/api/rooms/lakefront_lower/reviews', roomReviewsReply);
    expect(page.reviews[0]).toMatchObject({ rating: 4, text: 'Quiet and lovely.', firstName: 'Ana' });

    expect((await manager.send('POST', `/api/staff/reviews/${id}/hide`)).status).toBe(200);
    const hidden = (await apiClient(t).read('/api/rooms', roomListReply)).find((room) => room.id === 'lakefront_lower');
    expect(hidden).toMatchObject({ rating: before?.rating, reviewCount: before?.reviewCount });
    await expectRatingsComputedFromApprovedReviews();
    expect(await manager.send('POST', '/api/staff/reviews/999999/approve')).toEqual({
      status: 404,
      body: refusal('reviews.notFound'),
    });
  });

  it('shows no rating for a room without approved reviews (no "0.0")', async () => {
    const garden = (await apiClient(t).read('/api/rooms', roomListReply)).find((room) => room.id === 'garden_cottage');
    expect(garden).toMatchObject({ rating: null, reviewCount: 0 });
  });
});
