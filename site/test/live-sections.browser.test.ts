/**
 * Sections that show live data from the API on the server: the home page's next events and
 * today's activities, the restaurant's dishes from the menu, and the contact page's
 * Instagram panel — each with what it says when the API has nothing, fails or is slow, in
 * English and Spanish.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/components/events/calendar-week';
import { POSTS, TODAY, dish, menuCategory, occurrence } from './support/fake-activities-api';
import type { FakeReply, FakeRoute } from './support/fake-api';
import { everyPageRoutes } from './support/public-pages';
import { VIEWPORTS, islandsHydrated, startSiteUnderTest, type SiteUnderTest } from './support/site-under-test';

/** Today's first occurrence has always begun (it starts at midnight); the rest lie ahead. */
const HOME_EVENTS = [
  occurrence('event:1', 'Dawn Swim', 'wellness', TODAY, '00:00', '0.00', 10, 2),
  occurrence('event:2', 'Cacao Ceremony', 'spiritual', addDays(TODAY, 1), '19:00', '35.50', 15, 12),
  occurrence('event:3', 'Weaving Class', 'education', addDays(TODAY, 2), '10:00', '12.00', 8, 8),
  occurrence('event:4', 'Live Music Night', 'music', addDays(TODAY, 4), '19:30', '7.00', 40, 10),
  occurrence('event:5', 'Village Clean-up', 'community', addDays(TODAY, 5), '09:00', '0.00', 30, 2),
];

const failing: FakeRoute = () => ({ status: 500, body: { message: 'boom' } });
const answering =
  (body: unknown): FakeRoute =>
  () => ({ status: 200, body });
/** Answers long after the site stops waiting. */
const hanging: FakeRoute = () =>
  new Promise<FakeReply>((resolve) => setTimeout(() => resolve({ status: 200, body: [] }), 15_000).unref());

let sut: SiteUnderTest;

beforeAll(async () => {
  sut = await startSiteUnderTest({ ...everyPageRoutes(), 'GET /api/events': answering(HOME_EVENTS) });
});

afterEach(() => {
  Object.assign(sut.api.routes, everyPageRoutes(), { 'GET /api/events': answering(HOME_EVENTS) });
});

afterAll(async () => {
  await sut?.close();
});

const section = (name: string) => `section[aria-labelledby="${name}-title"]`;

describe('home page', () => {
  it.each(VIEWPORTS)(
    'lists the next three events still ahead and today at the retreat on a %s',
    async (_name, viewport) => {
      const { page, errors } = await sut.newPage(viewport);
      await page.goto(sut.url('/'));

      const cards = page.locator('#events .event-card');
      const titles = (await cards.locator('h3').allInnerTexts()).map((title) => title.trim());
      expect(titles).toEqual(['Cacao Ceremony', 'Weaving Class', 'Live Music Night']);
      const cacao = cards.first();
      expect(await cacao.innerText()).toContain('$35.50');
      expect(await cacao.innerText()).toContain('3 spots available');
      const book = cacao.getByRole('link', { name: 'Book Tickets: Cacao Ceremony' });
      expect(await book.getAttribute('href')).toBe('/events?book=event%3A2');
      expect(await cards.nth(1).innerText()).toContain('Sold Out');
      expect(await page.locator('#events').getByRole('link', { name: 'See all events' }).getAttribute('href')).toBe(
        '/events',
      );
      // Rendered on the server: no island, so no script for these sections.
      expect(await page.locator('#events astro-island, #schedule astro-island').count()).toBe(0);

      const today = page.locator('#schedule .activities');
      expect(await today.locator('strong').allInnerTexts()).toEqual(['Dawn Swim', 'Sunrise Yoga', 'Breathwork']);
      expect(
        await page.locator('#schedule').getByRole('link', { name: 'View Full Schedule' }).getAttribute('href'),
      ).toBe('/events');
      expect(errors).toEqual([]);
    },
  );

  it("opens the event's Book Event dialog on /events from its home card", async () => {
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/'));
    await page.locator('#events').getByRole('link', { name: 'Book Tickets: Live Music Night' }).click();
    await page.waitForURL(/\/events/);
    await islandsHydrated(page, { includeVisible: false });

    // The explorer opens it from an effect once it has hydrated: wait for it, not for a fixed moment.
    await page.getByRole('dialog', { name: 'Live Music Night' }).waitFor();
    // A reload shows the list, not the dialog again.
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it('says there is nothing scheduled when the API lists no events and no classes', async () => {
    sut.api.routes['GET /api/events'] = answering([]);
    sut.api.routes['GET /api/wellness/activities'] = answering([]);
    const { page } = await sut.newPage();
    await page.goto(sut.url('/'));

    expect(await page.locator('#events .event-card').count()).toBe(0);
    expect(await page.locator('#events').getByText('No events scheduled').isVisible()).toBe(true);
    expect(await page.locator('#events').getByRole('link', { name: 'See all events' }).isVisible()).toBe(true);
    expect(await page.locator('#schedule').getByText('No activities today.').isVisible()).toBe(true);
  });

  it('says so in Spanish when the events cannot be read, and still lists the classes', async () => {
    sut.api.routes['GET /api/events'] = failing;
    const { page, errors } = await sut.newPage();
    const response = await page.goto(sut.url('/es/'));

    expect(response?.status()).toBe(200);
    expect(await page.locator('#events').getByRole('status').innerText()).toBe(
      'No podemos mostrar los eventos ahora. Inténtelo de nuevo en un momento.',
    );
    expect(
      await page.locator('#events').getByRole('link', { name: 'Ver todos los eventos' }).getAttribute('href'),
    ).toBe('/es/events');
    const schedule = page.locator('#schedule');
    expect(await schedule.locator('.activities strong').allInnerTexts()).toEqual(['Yoga al amanecer', 'Breathwork']);
    expect(await schedule.getByRole('status').innerText()).toBe(
      'Algunas actividades de hoy no se pueden mostrar ahora.',
    );
    expect(errors).toEqual([]);
  });

  it('never claims a quiet day when nothing could be read', async () => {
    sut.api.routes['GET /api/events'] = failing;
    sut.api.routes['GET /api/wellness/activities'] = failing;
    const { page } = await sut.newPage();
    await page.goto(sut.url('/'));

    const schedule = page.locator('#schedule');
    expect(await schedule.getByRole('status').innerText()).toBe(
      "Today's activities cannot be shown right now. Please try again in a moment.",
    );
    expect(await schedule.getByText('No activities today.').count()).toBe(0);
    // The restaurant's hours do not come from the API and stay.
    expect(await schedule.getByText('Breakfast').isVisible()).toBe(true);
  });

  it('shows the Spanish cards and schedule with links to the Spanish pages', async () => {
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/es/'));

    expect(await page.locator('#events-title').innerText()).toBe('Próximos eventos');
    const cacao = page.locator('#events .event-card').first();
    expect(await cacao.getByRole('link', { name: 'Reservar entradas: Cacao Ceremony' }).getAttribute('href')).toBe(
      '/es/events?book=event%3A2',
    );
    expect(await page.locator('#events .event-card').nth(1).innerText()).toContain('Agotado');
    expect(await page.locator('#schedule').getByRole('heading', { name: 'Actividades de hoy' }).isVisible()).toBe(true);
    expect(
      await page.locator('#schedule').getByRole('link', { name: 'Ver el horario completo' }).getAttribute('href'),
    ).toBe('/es/events');
    expect(errors).toEqual([]);
  });

  it('does not wait for an API that hangs: the page comes with calm notes instead', async () => {
    sut.api.routes['GET /api/events'] = hanging;
    sut.api.routes['GET /api/wellness/activities'] = hanging;
    const { page } = await sut.newPage();
    const started = Date.now();
    const response = await page.goto(sut.url('/'));

    expect(response?.status()).toBe(200);
    // The API answers after 15 s; the site gives up after its read timeout (3 s).
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await page.locator('#events').getByRole('status').innerText()).toContain(
      'Events cannot be loaded right now',
    );
    expect(await page.locator('#schedule').getByRole('status').innerText()).toContain('cannot be shown right now');
    expect(await page.locator('#rooms article').count()).toBe(4);
  });
});

describe('restaurant page', () => {
  it.each(VIEWPORTS)(
    'shows dishes from the menu on a %s, popular first, none that cannot be ordered',
    async (_name, viewport) => {
      const { page, errors } = await sut.newPage(viewport);
      await page.goto(sut.url('/restaurant'));

      const dishes = page.locator('.dishes .dish');
      expect(await dishes.locator('h3').allInnerTexts()).toEqual(['Huevos Rancheros', 'Banana Pancakes', 'Coffee']);
      expect(await dishes.first().innerText()).toContain('Q45.00');
      expect(await dishes.first().innerText()).toContain('Popular');
      expect(await dishes.nth(1).innerText()).toContain('Q38.50');
      expect(await dishes.first().getByRole('link').getAttribute('href')).toBe('/restaurant/menu');
      expect(await page.locator(`${section('highlights')} astro-island`).count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  it('says so, with the menu link, when nothing can be ordered or the menu cannot be read', async () => {
    const { page } = await sut.newPage();
    const highlights = page.locator(section('highlights'));

    sut.api.routes['GET /api/restaurant/menu/full'] = answering([
      menuCategory(2, 'Drinks', [dish(99, 'Fresh Juice', '20.00', { isAvailable: false })]),
    ]);
    await page.goto(sut.url('/restaurant'));
    expect(await highlights.locator('.dish').count()).toBe(0);
    expect(await highlights.innerText()).toContain('No dishes can be ordered right now.');
    expect(await highlights.getByRole('link', { name: 'See the full menu' }).getAttribute('href')).toBe(
      '/restaurant/menu',
    );

    sut.api.routes['GET /api/restaurant/menu/full'] = failing;
    const response = await page.goto(sut.url('/restaurant'));
    expect(response?.status()).toBe(200);
    expect(await highlights.innerText()).toContain('The menu cannot be shown right now.');
    expect(await highlights.getByRole('link', { name: 'See the full menu' }).count()).toBe(1);
  });

  it('reads in Spanish, with prices in quetzales and the Spanish menu link', async () => {
    const { page, errors } = await sut.newPage();
    await page.goto(sut.url('/es/restaurant'));
    const highlights = page.locator(section('highlights'));

    expect(await highlights.getByRole('heading', { level: 2 }).innerText()).toBe('Lo mejor de la cocina');
    const first = highlights.locator('.dish').first();
    expect(await first.innerText()).toContain('Q45.00');
    expect(await first.getByRole('link').getAttribute('href')).toBe('/es/restaurant/menu');

    sut.api.routes['GET /api/restaurant/menu/full'] = failing;
    await page.goto(sut.url('/es/restaurant'));
    expect(await highlights.innerText()).toContain('No podemos mostrar el menú ahora.');
    expect(await highlights.getByRole('link', { name: 'Ver el menú completo' }).getAttribute('href')).toBe(
      '/es/restaurant/menu',
    );
    expect(errors).toEqual([]);
  });
});

describe('pages with one slow read', () => {
  it.each([
    ['/restaurant', 'GET /api/restaurant/menu/full', 'highlights', 'The menu cannot be shown right now.'],
    ['/contact', 'GET /api/instagram/posts', 'social', 'Our Instagram posts cannot be shown right now.'],
  ])('%s comes within the read timeout when %s hangs', async (path, route, name, note) => {
    sut.api.routes[route] = hanging;
    const { page } = await sut.newPage();
    const started = Date.now();
    const response = await page.goto(sut.url(path));

    expect(response?.status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await page.locator(section(name)).innerText()).toContain(note);
  });
});

describe('contact page', () => {
  it.each(VIEWPORTS)(
    'shows the three most recent posts and the highlights, linking to Instagram, on a %s',
    async (_name, viewport) => {
      const { page, errors } = await sut.newPage(viewport);
      await page.goto(sut.url('/contact'));
      const panel = page.locator(section('social'));

      expect(await panel.locator('.post').count()).toBe(3);
      expect(await panel.locator('.post').first().innerText()).toContain('Sunrise over Volcán San Pedro');
      const highlights = panel.locator('.highlights a');
      expect(await highlights.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        POSTS.map((post) => post.permalink),
      );
      expect(await highlights.first().getAttribute('target')).toBe('_blank');
      expect(sut.api.calls('GET /api/instagram/posts').at(-1)?.url).toBe('/api/instagram/posts?limit=6');
      expect(errors).toEqual([]);
    },
  );

  it('keeps to three recent posts and six highlights when the feed has more', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      ...POSTS[index % POSTS.length]!,
      id: `m${index}`,
      permalink: `https://www.instagram.com/p/m${index}/`,
    }));
    sut.api.routes['GET /api/instagram/posts'] = answering(many);
    const { page } = await sut.newPage();
    await page.goto(sut.url('/contact'));
    const panel = page.locator(section('social'));

    expect(await panel.locator('.post').count()).toBe(3);
    expect(await panel.locator('.highlights a').count()).toBe(6);
  });

  it('says in one line when there are no posts, and when they cannot be read', async () => {
    const { page } = await sut.newPage();
    const panel = page.locator(section('social'));

    sut.api.routes['GET /api/instagram/posts'] = answering([]);
    await page.goto(sut.url('/contact'));
    expect(await panel.locator('.post, .highlights').count()).toBe(0);
    expect(await panel.getByText('No posts to show yet.').isVisible()).toBe(true);

    sut.api.routes['GET /api/instagram/posts'] = failing;
    const response = await page.goto(sut.url('/contact'));
    expect(response?.status()).toBe(200);
    expect(await panel.getByText('Our Instagram posts cannot be shown right now.').isVisible()).toBe(true);
  });

  it('reads in Spanish', async () => {
    const { page, errors } = await sut.newPage();
    const panel = page.locator(section('social'));
    await page.goto(sut.url('/es/contact'));

    expect(await panel.getByRole('heading', { level: 2 }).innerText()).toBe('En nuestro Instagram');
    expect(await panel.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Publicaciones recientes',
      'Destacados',
    ]);

    sut.api.routes['GET /api/instagram/posts'] = answering([]);
    await page.goto(sut.url('/es/contact'));
    expect(await panel.getByText('Aún no hay publicaciones.').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
