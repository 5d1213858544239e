/**
 * The home media carousel (docs/requirements/pages-and-routes.md#home): five items that wrap,
 * dots, keyboard and ARIA of the WAI-ARIA carousel pattern, and the film — without a
 * configured file its play button
 * is honestly disabled; with one it plays, and leaving its slide pauses and rewinds it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, type SiteUnderTest, startSiteUnderTest } from './support/site-under-test';

/**
 * The film's slide (four pictures, one film: docs/requirements/pages-and-routes.md#home); its
 * index in the carousel, 0-based.
 */
const FILM_INDEX = 3;

async function carouselOn(page: Page) {
  const carousel = page.getByRole('region', { name: 'Photos and film of the retreat' });
  await carousel.scrollIntoViewIfNeeded();
  // Its script runs once the page is parsed.
  await page.waitForSelector('.carousel[data-enhanced]', { state: 'attached' });
  return carousel;
}

/** The label of the one slide that is not inert ("n of 5"). */
const currentSlide = (page: Page) =>
  page
    .locator('.carousel-slide:not([inert])')
    .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));

describe('home media carousel', () => {
  let sut: SiteUnderTest;

  beforeAll(async () => {
    sut = await startSiteUnderTest();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it.each(VIEWPORTS)('moves with its buttons and dots and wraps at both ends on a %s', async (_name, viewport) => {
    const { page, errors } = await sut.newPage(viewport);
    await page.goto(sut.url('/'));
    const carousel = await carouselOn(page);

    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    expect(await slides.evaluateAll((all) => all.map((slide) => slide.getAttribute('aria-label')))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    // Pictures for the shown slide and its neighbours only; the others keep a labelled
    // placeholder, and the film no poster, until they come near (each is an SVG document for
    // the browser).
    const pictures = () =>
      slides.evaluateAll((all) =>
        all.map((slide) => {
          const video = slide.querySelector('video');
          if (video) return video.poster ? 'film' : 'film later';
          return slide.querySelector('img') ? 'picture' : 'later';
        }),
      );
    // (the neighbours of the first slide are drawn once the page has loaded and is idle)
    await expect.poll(pictures).toEqual(['picture', 'picture', 'later', 'film later', 'picture']);
    expect(await carousel.locator('.carousel-picture-later[role="img"][aria-label]').count()).toBe(1);
    expect(await currentSlide(page)).toEqual(['1 of 5']);
    expect(await carousel.getByRole('heading', { name: 'Mornings on the dock' }).isVisible()).toBe(true);

    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await previous.click();
    expect(await currentSlide(page)).toEqual(['5 of 5']);
    // The film is the fifth slide's neighbour: its poster is drawn now.
    expect(await pictures()).toEqual(['picture', 'picture', 'later', 'film', 'picture']);
    await next.click();
    expect(await currentSlide(page)).toEqual(['1 of 5']);
    await next.click();
    expect(await currentSlide(page)).toEqual(['2 of 5']);
    // The third slide came near: its picture is there before it slides in.
    expect(await pictures()).toEqual(['picture', 'picture', 'picture', 'film', 'picture']);

    const dots = carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
    expect(await dots.count()).toBe(5);
    await dots.nth(4).click();
    expect(await currentSlide(page)).toEqual(['5 of 5']);
    expect(await dots.nth(4).getAttribute('aria-current')).toBe('true');
    expect(await dots.nth(0).getAttribute('aria-current')).toBeNull();
    await next.click();
    expect(await currentSlide(page)).toEqual(['1 of 5']);

    // Both links of the home page (docs/requirements/pages-and-routes.md#home) sit under it.
    const section = page.locator('section[aria-labelledby="media-title"]');
    expect(await section.getByRole('link', { name: 'View Events & Schedule' }).getAttribute('href')).toBe('/events');
    expect(await section.getByRole('link', { name: 'View Gallery' }).getAttribute('href')).toBe('/gallery');
    expect(errors).toEqual([]);
  });

  it('works from the keyboard and speaks only while the guest uses it', async () => {
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/'));
    const carousel = await carouselOn(page);
    const track = carousel.locator('[aria-live]');

    expect(await track.getAttribute('aria-live')).toBe('off');
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    expect(await track.getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('Enter');
    expect(await currentSlide(page)).toEqual(['2 of 5']);
    await page.keyboard.press('ArrowRight');
    expect(await currentSlide(page)).toEqual(['3 of 5']);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await currentSlide(page)).toEqual(['5 of 5']);

    // Hidden slides hold nothing focusable; focus leaving the carousel silences it again.
    expect(await carousel.locator('[inert]').count()).toBe(4);
    await page.getByRole('link', { name: 'View Gallery' }).first().focus();
    expect(await track.getAttribute('aria-live')).toBe('off');
    expect(errors).toEqual([]);
  });

  it('follows a finger swipe, but not a short touch or a mouse drag', async () => {
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/'));
    await carouselOn(page);
    /** A pointer going down at `from` and up at `to` (px from the left) on the picture. */
    const drag = (pointerType: 'touch' | 'mouse', from: number, to: number) =>
      page.locator('.carousel-viewport').evaluate(
        (viewport, { pointerType, from, to }) => {
          viewport.dispatchEvent(new PointerEvent('pointerdown', { pointerType, clientX: from, bubbles: true }));
          viewport.dispatchEvent(new PointerEvent('pointerup', { pointerType, clientX: to, bubbles: true }));
        },
        { pointerType, from, to },
      );

    await drag('touch', 300, 100);
    expect(await currentSlide(page)).toEqual(['2 of 5']);
    await drag('touch', 100, 300);
    await drag('touch', 100, 300);
    expect(await currentSlide(page)).toEqual(['5 of 5']);
    await drag('touch', 200, 170);
    await drag('mouse', 300, 100);
    expect(await currentSlide(page)).toEqual(['5 of 5']);
    expect(errors).toEqual([]);
  });

  it('shows the film poster with a disabled play button while no film is configured', async () => {
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/'));
    const carousel = await carouselOn(page);
    await carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button').nth(FILM_INDEX).click();

    const video = carousel.locator('video');
    expect(await video.getAttribute('poster')).toBe('/media/home/film-poster.svg');
    expect(await video.getAttribute('src')).toBeNull();
    const play = carousel.getByRole('button', { name: 'Film coming soon' });
    expect(await play.isDisabled()).toBe(true);
    // The illustrations are real files, served by the site.
    const response = await page.request.get(sut.url('/media/home/film-poster.svg'));
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(errors).toEqual([]);
  });

  it('speaks Spanish on /es/', async () => {
    const { page } = await sut.newPage();
    await page.goto(sut.url('/es/'));
    const carousel = page.getByRole('region', { name: 'Fotos y video del retiro' });
    await carousel.scrollIntoViewIfNeeded();
    expect(await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).count()).toBe(1);
    expect(await carousel.locator('[aria-roledescription="slide"]').first().getAttribute('aria-label')).toBe('1 de 5');
  });
});

describe('home media carousel with a film configured', () => {
  let sut: SiteUnderTest;

  beforeAll(async () => {
    sut = await startSiteUnderTest({}, { HOME_FILM_URL: '/media/home/test-film.wav' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('plays the film, and pauses and rewinds it when the slide changes', async () => {
    const { page, errors } = await sut.newPage();
    // No video file exists offline: a few seconds of silent audio is a real media file the
    // <video> element plays, which is all the reset logic needs.
    await page.route('**/media/home/test-film.wav', (route) =>
      route.fulfill({ status: 200, contentType: 'audio/wav', body: silentWav(4) }),
    );
    await page.goto(sut.url('/'));
    const carousel = await carouselOn(page);
    await carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button').nth(FILM_INDEX).click();

    const video = carousel.locator('video');
    expect(await video.getAttribute('src')).toBe('/media/home/test-film.wav');
    await carousel.getByRole('button', { name: 'Play the film' }).click();
    await page.waitForFunction(() => (document.querySelector('.carousel video') as HTMLVideoElement).currentTime > 0.2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(true);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      paused: element.paused,
      at: element.currentTime,
    }));
    expect(state).toEqual({ paused: true, at: 0 });

    // Back on the film: the poster and its play button again, not a half-watched film.
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    expect(await carousel.getByRole('button', { name: 'Play the film' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});

/** A mono 8 kHz 16-bit PCM WAV file of `seconds` of silence. */
function silentWav(seconds: number): Buffer {
  const rate = 8_000;
  const data = rate * 2 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}
