/**
 * Sections that show live data from the API on the server: the home page's next events and
 * today's activities, the restaurant's dishes from the menu, and the contact page's
 * Instagram panel — with what each says when the API cannot answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, POSTS, TODAY, activitiesRoutes } from './support/fake-activities-api';
import { everyPageRoutes } from './support/public-pages';
import { VIEWPORTS, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest(everyPageRoutes());
});

afterAll(async () => {
  await sut?.close();
});

describe('home page', () => {
  it.each(VIEWPORTS)('lists the next three events and today at the retreat on a %s', async (_name, viewport) => {
    const { page, errors } = await sut.newPage(viewport);
    await page.goto(sut.url('/'));

    const cards = page.locator('#events .upcoming-event');
    const upcoming = EVENTS.filter((event) => event.eventDate >= TODAY).slice(0, 3);
    expect((await cards.locator('h3').allInnerTexts()).map((title) => title.trim())).toEqual(
      upcoming.map((event) => event.title),
    );
    expect(await cards.first().getByRole('link').getAttribute('href')).toBe('/events');
    const full = cards.filter({ hasText: 'Full Moon Meditation' });
    if ((await full.count()) > 0) expect(await full.innerText()).toContain('Sold Out');

    const today = page.locator('#schedule .activities');
    expect(await today.getByText('Sunrise Yoga').isVisible()).toBe(true);
    expect(await today.getByText('Breathwork').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('says so when the events cannot be read, and still lists the classes', async () => {
    sut.api.routes['GET /api/events'] = () => ({ status: 500, body: { message: 'boom' } });
    try {
      const { page } = await sut.newPage();
      await page.goto(sut.url('/es/'));

      expect(await page.locator('#events').getByRole('status').innerText()).toBe(
        'No podemos mostrar los eventos ahora. Inténtelo de nuevo en un momento.',
      );
      expect(await page.locator('#schedule').getByText('Sunrise Yoga').isVisible()).toBe(true);
    } finally {
      sut.api.routes['GET /api/events'] = activitiesRoutes()['GET /api/events']!;
    }
  });
});

describe('restaurant page', () => {
  it('shows dishes from the menu, popular first, none that cannot be ordered', async () => {
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/restaurant'));

    const dishes = page.locator('.dishes .dish');
    expect(await dishes.locator('h3').allInnerTexts()).toEqual(['Huevos Rancheros', 'Banana Pancakes', 'Coffee']);
    expect(await dishes.first().innerText()).toContain('Q45.00');
    expect(await dishes.first().innerText()).toContain('Popular');
    expect(await dishes.first().getByRole('link').getAttribute('href')).toBe('/restaurant/menu');
    expect(errors).toEqual([]);
  });
});

describe('contact page', () => {
  it('shows the three most recent posts and the highlights, linking to Instagram', async () => {
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/contact'));
    const panel = page.locator('section[aria-labelledby="social-title"]');

    expect(await panel.locator('.post').count()).toBe(3);
    const highlights = panel.locator('.highlights a');
    expect(await highlights.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      POSTS.map((post) => post.permalink),
    );
    expect(await highlights.first().getAttribute('target')).toBe('_blank');
    expect(errors).toEqual([]);
  });

  it('says in one line when there are no posts', async () => {
    sut.api.routes['GET /api/instagram/posts'] = () => ({ status: 200, body: [] });
    try {
      const { page } = await sut.newPage();
      await page.goto(sut.url('/contact'));
      const panel = page.locator('section[aria-labelledby="social-title"]');

      expect(await panel.locator('.post').count()).toBe(0);
      expect(await panel.getByText('No posts to show yet.').isVisible()).toBe(true);
    } finally {
      sut.api.routes['GET /api/instagram/posts'] = activitiesRoutes()['GET /api/instagram/posts']!;
    }
  });
});
