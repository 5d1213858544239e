/**
 * The retreat's own texts on the Spanish pages: rooms, events, classes and the menu show the
 * Spanish version the API sends beside the English one (`nameEs`, `titleEs`…), and the
 * English text where staff left it empty or the API sends none. English pages stay English.
 * The fake API's fixtures mix all three kinds of record.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/components/events/calendar-week';
import { retreatClock } from '../src/lib/time/retreat-clock';
import { EVENTS_WITH_SPANISH, MENU, TODAY, eventsRoute, inSpanish, occurrence } from './support/fake-activities-api';
import type { FakeRoute } from './support/fake-api';
import { stayFrom } from './support/fake-booking-api';
import { everyPageRoutes } from './support/public-pages';
import { ROOMS_FIXTURE } from './support/rooms-fixture';
import { DESKTOP, islandsHydrated, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

/** Today's first occurrence is on today's list; the next two are the home page's upcoming cards. */
const AROUND_TODAY = [
  inSpanish(
    {
      ...occurrence('event:31', 'Dawn Swim', 'wellness', TODAY, '00:00', '0.00', 10, 2),
      duration: '1 hour',
      location: 'Dock',
      locationEs: 'Muelle',
    },
    'Nado al alba',
  ),
  inSpanish(
    occurrence('event:32', 'Lantern Walk', 'community', addDays(TODAY, 1), '19:00', '5.00', 20, 4),
    'Paseo de faroles',
    'Un paseo con faroles por el pueblo.',
  ),
  occurrence('event:33', 'Weaving Class', 'education', addDays(TODAY, 2), '10:00', '12.00', 8, 1),
];
const aroundToday: FakeRoute = () => ({ status: 200, body: AROUND_TODAY });

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest(everyPageRoutes());
});

afterEach(() => {
  Object.assign(sut.api.routes, everyPageRoutes());
});

afterAll(async () => {
  await sut?.close();
});

async function open(path: string, viewport = DESKTOP) {
  const opened = await sut.newPage(viewport);
  const response = await opened.page.goto(sut.url(path));
  expect(response?.status()).toBe(200);
  await islandsHydrated(opened.page, { includeVisible: false });
  return opened;
}

const texts = async (page: Page, selector: string) =>
  (await page.locator(selector).allInnerTexts()).map((text) => text.trim());

/**
 * The lang attribute of each match ('' where none): an English text a Spanish page shows
 * because it is not translated is marked lang="en" (WCAG 3.1.2).
 */
const langs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getAttribute('lang') ?? ''));

const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

describe('rooms in Spanish', () => {
  it('shows the Spanish names, descriptions and amenities on /es/rooms, English where none', async () => {
    const { page, errors } = await open('/es/rooms');

    expect(await texts(page, '.room-name')).toEqual([
      'Habitación Baja Frente al Lago',
      'Habitación Alta Frente al Lago',
      'Private Lake-side Cottage',
      'Garden View Cottage',
    ]);
    expect(await langs(page, '.room-name')).toEqual(['', '', 'en', 'en']);
    const lower = page.locator('[data-room-id="lakefront_lower"]');
    expect(await lower.locator('.room-description').innerText()).toBe(
      'Una habitación con muros de piedra a la orilla del agua y terraza privada.',
    );
    expect(await texts(page, '[data-room-id="lakefront_lower"] .amenities li:not(.more)')).toEqual([
      'Vista al lago',
      'Terraza privada',
      'Cama queen',
    ]);
    expect(await lower.getByRole('link', { name: 'Detalles: Habitación Baja Frente al Lago' }).count()).toBe(1);
    // Staff left the cottage's translations empty: its English texts stay.
    const cottage = page.locator('[data-room-id="lakeside_cottage"]');
    expect(await cottage.locator('.room-description').innerText()).toBe(
      'A freestanding cottage by the shore for up to four.',
    );
    expect(await texts(page, '[data-room-id="lakeside_cottage"] .amenities li')).toEqual([
      'Lake access',
      'Kitchenette',
      'Shaded porch',
    ]);
    expect(errors).toEqual([]);
  });

  it('names the rooms in Spanish in the results and in the reason one cannot take the stay', async () => {
    const stay = stayFrom(retreatClock().date, 10, 3);
    const { page, errors } = await open(
      `/es/search-results?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=3`,
    );

    const lower = page.locator('[data-room-id="lakefront_lower"]');
    expect(await lower.getByRole('heading').innerText()).toBe('Habitación Baja Frente al Lago');
    expect(await lower.locator('.reason').innerText()).toContain(
      'Habitación Baja Frente al Lago admite hasta 2 huéspedes',
    );
    expect(
      await page
        .locator('[data-room-id="lakeside_cottage"]')
        .getByRole('link', { name: 'Reservar: Private Lake-side Cottage' })
        .count(),
    ).toBe(1);
    expect(await page.locator('[data-room-id="garden_cottage"]').getByRole('heading').innerText()).toBe(
      'Garden View Cottage',
    );
    expect(errors).toEqual([]);
  });

  it('shows the room page in Spanish: title, meta description, text, amenities and the wizard', async () => {
    const stay = stayFrom(retreatClock().date, 10, 3);
    const { page, errors } = await open(
      `/es/book/lakefront_lower?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=2`,
    );

    expect(await page.title()).toContain('Habitación Baja Frente al Lago: reserve en línea');
    expect(await metaDescription(page)).toMatch(/^Habitación Baja Frente al Lago en Lakeside/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Habitación Baja Frente al Lago');
    expect(await page.locator('.room-description').innerText()).toBe('Justo en la orilla.');
    expect(await texts(page, '.amenity-list li')).toEqual([
      'Vista al lago',
      'Terraza privada',
      'Cama queen',
      'Ducha solar caliente',
      'Mosquitero',
      'Agua filtrada',
    ]);

    await page.getByRole('button', { name: 'Consultar disponibilidad y reservar' }).click();
    expect(await page.locator('.book-outcome').innerText()).toContain('Habitación Baja Frente al Lago');
    await page.locator('.book-outcome').getByRole('button', { name: 'Reservar' }).click();
    expect(await page.getByRole('dialog').locator('.wizard-room').innerText()).toBe('Habitación Baja Frente al Lago');
    expect(errors).toEqual([]);
  });

  it('keeps the English texts of a room the API sends no translation for', async () => {
    const { page, errors } = await open('/es/book/garden_cottage');

    expect(await page.title()).toContain('Garden View Cottage: reserve en línea');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Garden View Cottage');
    expect(await page.locator('.room-description').innerText()).toBe('In the garden.');
    expect(await texts(page, '.amenity-list li')).toEqual(['Garden view', 'Kitchenette', 'Terrace', 'Two beds']);
    expect(await langs(page, 'h1, .room-description, .amenity-list')).toEqual(['en', 'en', 'en']);
    // The page's own words around them stay Spanish.
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(errors).toEqual([]);
  });

  it('prefers a Spanish short text to an English long one on the room page', async () => {
    const garden = ROOMS_FIXTURE.find((room) => room.id === 'garden_cottage')!;
    sut.api.routes['GET /api/rooms/garden_cottage'] = () => ({
      status: 200,
      body: { ...garden, descriptionEs: 'Una casita entre el jardín y el lago.', fullDescriptionEs: null },
    });
    const { page, errors } = await open('/es/book/garden_cottage');

    expect(await page.locator('.room-description').innerText()).toBe('Una casita entre el jardín y el lago.');
    expect(await langs(page, '.room-description')).toEqual(['']);
    expect(errors).toEqual([]);
  });
});

describe('events and classes in Spanish', () => {
  it('shows the week, another week loaded in the browser and the Book Event dialog in Spanish', async () => {
    sut.api.routes['GET /api/events'] = eventsRoute(EVENTS_WITH_SPANISH);
    const { page, errors } = await open('/es/events');
    const weekTitles = () => texts(page, '.week-days .event-card-title');

    expect(await weekTitles()).toEqual([
      'Círculo de tambores al amanecer',
      'Ceremonia maya del cacao',
      // Its translations were left empty.
      'Full Moon Meditation',
      'Permaculture Workshop',
    ]);
    expect(await langs(page, '.week-days .event-card-title')).toEqual(['', '', 'en', 'en']);
    const ldJson = await page.locator('script[type="application/ld+json"]').textContent();
    expect(ldJson).toContain('"name":"Yoga matutino"');
    expect(ldJson).toContain('"name":"Live Music Night"');

    await page.getByRole('button', { name: 'Reservar entradas: Ceremonia maya del cacao' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ceremonia maya del cacao' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect.poll(weekTitles).toEqual(['Yoga matutino', 'Live Music Night']);
    expect(errors).toEqual([]);
  });

  it("lists today's classes and events in Spanish on /es/schedule", async () => {
    sut.api.routes['GET /api/events'] = aroundToday;
    const { page, errors } = await open('/es/schedule');

    expect(await texts(page, '.activities strong')).toEqual(['Nado al alba', 'Yoga al amanecer', 'Breathwork']);
    expect(await langs(page, '.activities strong')).toEqual(['', '', 'en']);
    // Durations typed in English read in Spanish; places where staff wrote them in Spanish.
    expect(await page.locator('.activities li').first().innerText()).toContain('1 hora');
    expect(await texts(page, '.activities [lang="en"]')).toEqual(['Yoga deck', 'Breathwork', 'Garden']);
    expect(await page.locator('.activities li').first().innerText()).toContain('Muelle');
    expect(errors).toEqual([]);
  });

  it('shows the Spanish rooms, upcoming events and today on /es/', async () => {
    sut.api.routes['GET /api/events'] = aroundToday;
    const { page, errors } = await open('/es/');

    expect((await texts(page, '#rooms .room-name'))[0]).toBe('Habitación Baja Frente al Lago');
    expect(await texts(page, '#events .event-card h3')).toEqual(['Paseo de faroles', 'Weaving Class']);
    expect(await langs(page, '#events .event-card h3')).toEqual(['', 'en']);
    expect(await page.locator('#events .event-card').first().innerText()).toContain(
      'Un paseo con faroles por el pueblo.',
    );
    expect(await texts(page, '#schedule .activities strong')).toEqual([
      'Nado al alba',
      'Yoga al amanecer',
      'Breathwork',
    ]);
    expect(errors).toEqual([]);
  });
});

describe('the menu in Spanish', () => {
  it('shows categories and dishes in Spanish, English where none, and Spanish cart lines', async () => {
    const { page, errors } = await open('/es/restaurant/menu');

    expect(await texts(page, '.menu-category h2')).toEqual(['Desayuno', 'Drinks']);
    expect(await langs(page, '.menu-category h2')).toEqual(['', 'en']);
    expect(await page.locator('.menu-category-text').first().innerText()).toBe('Hasta las 11:00.');
    expect(await texts(page, '.dish-name')).toEqual([
      'Huevos Rancheros',
      'Panqueques de banano',
      'Coffee',
      'Fresh Juice',
    ]);
    // Staff gave the rancheros no Spanish name: it is the English column's, whatever its words.
    expect(await langs(page, '.dish-name')).toEqual(['en', '', 'en', 'en']);
    // Dietary tags and allergens are the site's own words.
    const rancheros = page.locator('.dish', { hasText: 'Huevos Rancheros' });
    expect(await rancheros.locator('.dish-diet').allInnerTexts()).toEqual(['vegetariano']);
    expect(await rancheros.innerText()).toContain('Contiene: huevos');
    const pancakes = page.locator('.dish', { hasText: 'Panqueques de banano' });
    expect(await pancakes.innerText()).toContain('Panqueques de banano, hechos en nuestra cocina.');

    await pancakes.getByRole('button', { name: 'Agregar', exact: true }).click();
    expect(await page.locator('.cart-line-name').innerText()).toBe('1 × Panqueques de banano');
    expect(await page.locator('.cart').getByRole('button', { name: 'Agregar un Panqueques de banano' }).count()).toBe(
      1,
    );
    expect(errors).toEqual([]);
  });

  it('loads the Spanish menu with Try Again', async () => {
    sut.api.routes['GET /api/restaurant/menu/full'] = () => ({ status: 500, body: { message: 'boom' } });
    const { page, errors } = await open('/es/restaurant/menu');
    await page.getByText('Error al cargar el menú').waitFor();
    sut.api.routes['GET /api/restaurant/menu/full'] = () => ({ status: 200, body: MENU });

    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await page.locator('.dish-name', { hasText: 'Panqueques de banano' }).waitFor();
    expect(await texts(page, '.menu-category h2')).toEqual(['Desayuno', 'Drinks']);
    // The failed first read is the browser's only console error.
    expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
  });

  it("shows the restaurant's dishes in Spanish", async () => {
    const { page, errors } = await open('/es/restaurant');

    expect(await texts(page, '.dishes .dish h3')).toEqual(['Huevos Rancheros', 'Panqueques de banano', 'Coffee']);
    expect(await langs(page, '.dishes .dish h3')).toEqual(['en', '', 'en']);
    expect(errors).toEqual([]);
  });
});

describe('English pages', () => {
  it('keep the English texts of records that have Spanish ones', async () => {
    sut.api.routes['GET /api/events'] = aroundToday;
    const home = await open('/');
    expect((await texts(home.page, '#rooms .room-name'))[0]).toBe('Lakefront Lower Room');
    expect(await texts(home.page, '#events .event-card h3')).toEqual(['Lantern Walk', 'Weaving Class']);
    expect(await texts(home.page, '#schedule .activities strong')).toEqual(['Dawn Swim', 'Sunrise Yoga', 'Breathwork']);
    expect(await home.page.locator('#schedule .activities li').first().innerText()).toContain('1 hour');

    const room = await open('/book/lakefront_lower');
    expect(await room.page.getByRole('heading', { level: 1 }).innerText()).toBe('Lakefront Lower Room');
    expect((await texts(room.page, '.amenity-list li'))[0]).toBe('Lake view');

    const menu = await open('/restaurant/menu');
    expect(await texts(menu.page, '.menu-category h2')).toEqual(['Breakfast', 'Drinks']);
    expect(await texts(menu.page, '.dish-name')).toContain('Banana Pancakes');
    // English texts on an English page need no marks of their own; a guest's review written in
    // Spanish is marked as Spanish (and its byline, the page's English, as English).
    for (const { page } of [home, room, menu])
      expect(await page.locator('main [lang]:not(.review, .review *)').count()).toBe(0);
    expect(
      await room.page.locator('main .review[lang]').evaluateAll((reviews) => reviews.map((review) => review.lang)),
    ).toEqual(['es']);
    expect([...home.errors, ...room.errors, ...menu.errors]).toEqual([]);
  });
});
