/** /gallery (docs/requirements/pages-and-routes.md#gallery): cards, caption cut, video overlay, empty/error states. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPages } from './support/activity-shots';
import { LONG_CAPTION, POSTS, activitiesRoutes } from './support/fake-activities-api';
import { PHONE, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest(activitiesRoutes(), { RETREAT_INSTAGRAM_HANDLE: 'lakeside.atitlan' });
});

afterAll(async () => {
  await sut?.close();
});

async function galleryPage() {
  const opened = await sut.newPage(PHONE);
  await opened.page.goto(sut.url('/gallery'));
  return opened;
}

describe('gallery page', () => {
  it('asks for 12 posts and shows each with badge, date, cut caption and link out', async () => {
    const { page, errors } = await galleryPage();
    const cards = page.locator('.post');

    expect(sut.api.calls('GET /api/instagram/posts').at(-1)?.url).toContain('limit=12');
    expect(await cards.count()).toBe(3);
    const caption = await cards.nth(0).locator('.post-caption').innerText();
    expect(caption).toBe(`${LONG_CAPTION.slice(0, 150).trimEnd()}…`);
    expect(await cards.nth(0).locator('.post-badge').innerText()).toBe('Photo');
    expect(await cards.nth(0).locator('time').innerText()).toBe('Nov 20, 2026');
    expect(await cards.nth(0).getByRole('link').getAttribute('href')).toBe(POSTS[0]?.permalink);
    expect(await cards.nth(0).getByRole('link').getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: /Follow on Instagram/ }).count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('shows a video by its thumbnail with a play mark, and alt "Instagram post" without caption', async () => {
    const { page } = await galleryPage();
    const video = page.locator('.post[data-kind="video"]');

    expect(await video.locator('img').getAttribute('src')).toBe(POSTS[1]?.thumbnail_url);
    expect(await video.locator('.post-play').isVisible()).toBe(true);
    expect(await video.locator('.post-badge').innerText()).toBe('Video');
    expect(await page.locator('.post[data-kind="album"] img').getAttribute('alt')).toBe('Instagram post');
  });

  it('says when there are no posts yet', async () => {
    sut.api.routes['GET /api/instagram/posts'] = () => ({ status: 200, body: [] });
    const { page } = await galleryPage();

    expect(await page.getByText('No posts available yet').isVisible()).toBe(true);
    expect(await page.getByText('Check back later for new adventures').isVisible()).toBe(true);
  });

  it('says when Instagram cannot be reached and links to the account', async () => {
    sut.api.routes['GET /api/instagram/posts'] = () => ({ status: 502, body: { message: 'upstream' } });
    const { page } = await galleryPage();
    const alert = page.getByRole('alert').filter({ hasText: 'Unable to load Instagram posts' });

    expect(await alert.innerText()).toContain("We're having trouble connecting to Instagram right now.");
    expect(await alert.getByRole('link').getAttribute('href')).toBe('https://www.instagram.com/lakeside.atitlan/');
  });

  it('renders in English and Spanish at both sizes (screenshots)', async () => {
    sut.api.routes['GET /api/instagram/posts'] = activitiesRoutes()['GET /api/instagram/posts']!;
    const errors = await screenshotPages(sut, [
      ['gallery', '/gallery'],
      ['gallery-es', '/es/gallery'],
    ]);
    expect(errors).toEqual([]);
  });
});
