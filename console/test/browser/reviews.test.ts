/**
 * The Reviews page: what guests wrote, waiting ones first; a manager approves one (it moves to
 * Shown) and hides another, and the guest's stars and words are shown but never editable; staff
 * without the manager's rights read reviews but are offered neither action. The routes are the
 * fake API's (fake-api/reviewRoutes.ts), served through page.route.
 */
import type { StaffReviewReply } from '@lakeside/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF } from '../fake-api/fixtures';
import { answerReviews } from '../fake-api/reviewRoutes';
import { DESKTOP, PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';

function freshReviews(): StaffReviewReply[] {
  const review = (id: number, guestName: string, rating: number, text: string | null): StaffReviewReply => ({
    id,
    reference: `R-4K7M-Q2X${id}`,
    roomId: 'lakefront_lower',
    guestName,
    rating,
    text,
    language: 'en',
    status: 'pending',
    createdAt: '2027-03-10T12:00:00.000Z',
    moderatedAt: null,
    moderatedBy: null,
  });
  return [
    review(2, 'Ana Guest', 4, 'Quiet and lovely, the terrace at dawn.'),
    review(1, 'Spam Bot', 1, 'Buy followers at example.com'),
  ];
}

describe('Reviews', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  async function openReviews(username: string, reviews: StaffReviewReply[], viewport = PHONE): Promise<Page> {
    const staff = STAFF.find((candidate) => candidate.username === username);
    if (!staff) throw new Error(`No fake staff member ${username}`);
    const page = await harness.signedInPage(username, viewport);
    await page.route(/\/api\/staff\/reviews(\/.*)?$/, async (route) => {
      const request = route.request();
      const who = { role: staff.role, name: staff.displayName ?? staff.username };
      const answer = answerReviews(reviews, who, request.method(), new URL(request.url()).pathname);
      if (!answer) return route.fallback();
      return route.fulfill({ status: answer.status, json: answer.body });
    });
    const title = staff.language === 'es' ? 'Reseñas' : 'Reviews';
    if (viewport === PHONE) {
      await page.goto(`${harness.url}/reviews`);
    } else {
      await page.goto(harness.url);
      await page.getByRole('menuitem', { name: title }).click();
    }
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    return page;
  }

  const reviewBy = (page: Page, name: string) => page.getByRole('article', { name: `Review by ${name}` });

  it('lets a manager approve one review and hide another, never edit them', async () => {
    const reviews = freshReviews();
    const page = await openReviews('mario', reviews, DESKTOP);
    const ana = reviewBy(page, 'Ana Guest');
    await ana.getByText('Quiet and lovely, the terrace at dawn.').waitFor();
    expect(await ana.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
    // The guest's words are text, not a field.
    expect(await page.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'reviews-waiting-desktop');

    await ana.getByRole('button', { name: 'Approve' }).click();
    await ana.waitFor({ state: 'detached' });
    expect(reviews.find((review) => review.id === 2)).toMatchObject({ status: 'approved', moderatedBy: 'Mario Tuch' });
    await reviewBy(page, 'Spam Bot').getByRole('button', { name: 'Hide' }).click();
    await page.getByText('No reviews here.').waitFor();

    await page.getByRole('button', { name: 'Shown' }).click();
    await reviewBy(page, 'Ana Guest').getByText('Shown by Mario Tuch', { exact: false }).waitFor();
    expect(await reviewBy(page, 'Ana Guest').getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Hidden' }).click();
    await reviewBy(page, 'Spam Bot').waitFor();
    await screenshot(page, 'reviews-hidden-desktop');
  });

  it('shows staff the reviews without the approve and hide buttons', async () => {
    const page = await openReviews('sam', freshReviews());
    await reviewBy(page, 'Ana Guest').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Hide' }).count()).toBe(0);
    await screenshot(page, 'reviews-staff-phone');
  });
  it('reads in Spanish for a Spanish-speaking manager, on a tablet', async () => {
    const reviews = freshReviews();
    const page = await openReviews('lucia', reviews, TABLET);
    const ana = page.getByRole('article', { name: 'Reseña de Ana Guest' });
    await ana.getByText('Quiet and lovely, the terrace at dawn.').waitFor();
    expect(await ana.getByRole('img', { name: '4 de 5 estrellas' }).count()).toBe(1);
    expect(await ana.getByText('10 mar 2027, 06:00 · Inglés').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'En espera' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'reviews-spanish');

    await ana.getByRole('button', { name: 'Aprobar' }).click();
    await ana.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Publicada' }).click();
    await page
      .getByRole('article', { name: 'Reseña de Ana Guest' })
      .getByText('Publicada por Lucía Xep', { exact: false })
      .waitFor();
    await screenshot(page, 'reviews-spanish-shown');
  });
});
