/**
 * Room photos on the guest pages, on a phone with real AVIF and WebP files: <picture> with both
 * formats and srcset, width/height on the <img> so nothing shifts while they load, the first
 * cards fetched at once and the rest lazily, the room page's photo with its (Spanish) alt text,
 * and the drawing where a room has no photo. Screenshots at 390×844, 768×1024 and desktop.
 */
import fs from 'node:fs';
import type { RoomReply } from '@lakeside/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomPhotoRoutes } from './support/fake-room-photos';
import { DESKTOP, PHONE, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

const SHOTS = '/tmp/shots/site-room-photos';
const TABLET = { width: 768, height: 1024 } as const;
let sut: SiteUnderTest;
let rooms: RoomReply[];

beforeAll(async () => {
  const photos = await roomPhotoRoutes();
  rooms = photos.rooms;
  sut = await startSiteUnderTest(photos.routes);
  fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await sut?.close();
});

/** The page's cumulative layout shift so far, as Chromium measures it. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** Scrolls every picture into view and waits until each has drawn its file. */
async function allPhotosLoaded(page: Page): Promise<void> {
  for (const img of await page.locator('.room-visual picture img').all()) await img.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.room-visual picture img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('room photos on a phone', () => {
  it('serves every card AVIF and WebP in sizes, reserved by width and height, lazily below the fold', async () => {
    const { page, errors } = await sut.newPage(PHONE);
    await page.goto(sut.url('/rooms'));
    const cards = page.locator('.room-card');
    await expect.poll(() => cards.count()).toBe(rooms.length);

    const pictures = await page.locator('.room-card').evaluateAll((elements) =>
      elements.map((card) => {
        const img = card.querySelector<HTMLImageElement>('picture img');
        return {
          id: card.getAttribute('data-room-id'),
          sources: [...card.querySelectorAll('picture source')].map((source) => [
            source.getAttribute('type'),
            source.getAttribute('srcset'),
          ]),
          width: img?.getAttribute('width') ?? null,
          height: img?.getAttribute('height') ?? null,
          loading: img?.getAttribute('loading') ?? null,
          priority: img?.getAttribute('fetchpriority') ?? null,
          drawing: card.querySelector('.room-visual > svg') !== null,
        };
      }),
    );
    const withPhotos = rooms.filter((room) => room.photos.length > 0);
    for (const [index, room] of withPhotos.entries()) {
      const url = (format: string, width: number) =>
        room.photos[0]!.variants.find((v) => v.format === format && v.width === width)!.url;
      expect(pictures[index]).toEqual({
        id: room.id,
        sources: [
          ['image/avif', `${url('avif', 480)} 480w, ${url('avif', 960)} 960w`],
          ['image/webp', `${url('webp', 480)} 480w, ${url('webp', 960)} 960w`],
        ],
        width: '960',
        height: '600',
        // The first card (the largest paint on a phone) loads at once and first; the others when scrolled near.
        loading: index === 0 ? 'eager' : 'lazy',
        priority: index === 0 ? 'high' : null,
        drawing: false,
      });
    }
    // A room without photos keeps its drawing.
    expect(pictures.at(-1)).toMatchObject({ id: rooms.at(-1)!.id, sources: [], drawing: true });

    await allPhotosLoaded(page);
    // A phone at 1x takes the 480 px AVIF: the smallest file that fills the card (358 px).
    const chosen = await page
      .locator('.room-card picture img')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/-480\.avif$/);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.screenshot({ path: `${SHOTS}/rooms-phone.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('shows the room page’s photo first, with its alt text in each language, through the site with a long cache', async () => {
    const room = rooms[0]!;
    const { page, errors } = await sut.newPage(PHONE);
    await page.goto(sut.url(`/book/${room.id}`));
    const img = page.locator('.room-photo picture img');
    await expect.poll(() => img.getAttribute('alt')).toBe(room.photos[0]!.alt);
    expect(await img.getAttribute('loading')).toBe('eager');
    expect(await img.getAttribute('fetchpriority')).toBe('high');
    await allPhotosLoaded(page);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.screenshot({ path: `${SHOTS}/room-phone.png` });

    const file = await page.request.get(sut.url(room.photos[0]!.variants[0]!.url));
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await page.goto(sut.url(`/es/book/${room.id}`));
    await expect.poll(() => img.getAttribute('alt')).toBe('La vista desde la terraza');
    // Untranslated alt text stays English, and says so.
    await page.goto(sut.url(`/es/book/${rooms[1]!.id}`));
    await expect.poll(() => img.getAttribute('alt')).toBe(rooms[1]!.photos[0]!.alt);
    expect(await img.getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
  });

  it.each([
    ['tablet', TABLET],
    ['desktop', DESKTOP],
  ] as const)('draws the rooms and a room page with photos on a %s', async (name, viewport) => {
    const { page, errors } = await sut.newPage(viewport);
    await page.goto(sut.url('/rooms'));
    await allPhotosLoaded(page);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.screenshot({ path: `${SHOTS}/rooms-${name}.png`, fullPage: true });
    await page.goto(sut.url(`/book/${rooms[0]!.id}`));
    await allPhotosLoaded(page);
    await page.screenshot({ path: `${SHOTS}/room-${name}.png` });
    expect(errors).toEqual([]);
  });
});
