/**
 * What search engines and link previews read, over plain HTTP: sitemap.xml with hreflang
 * alternates, robots.txt, and on every public page in both languages a unique title and
 * description, canonical and alternates, Open Graph and the X card with the share image
 * (itself a 1200×630 PNG); the Events JSON-LD on /events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionary } from '../src/lib/i18n';
import { EVENTS, TODAY } from './support/fake-activities-api';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { PUBLIC_PAGES, everyPageRoutes } from './support/public-pages';
import { startBuiltSite, type SiteServer } from './support/site-server';

const ORIGIN = 'https://lakeside.test';
let api: FakeApi;
let site: SiteServer;

beforeAll(async () => {
  api = await startFakeApi(everyPageRoutes());
  site = await startBuiltSite({ API_URL: api.url, SITE_ORIGIN: ORIGIN });
});

afterAll(async () => {
  await Promise.all([site?.stop(), api?.close()]);
});

const get = (path: string) => fetch(`${site.url}${path}`);

/** The attributes of every `<tag …>` in the HTML, e.g. all metas or links. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'g'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]),
    ),
  );
}

const unescape = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

interface Head {
  title: string;
  description: string;
  canonical: string | undefined;
  alternates: Record<string, string>;
  og: Record<string, string>;
  twitter: Record<string, string>;
}

function headOf(html: string): Head {
  const metas = tags(html, 'meta');
  const links = tags(html, 'link');
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: unescape(metas.find((meta) => meta.name === 'description')?.content ?? ''),
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    alternates: Object.fromEntries(
      links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang, link.href]),
    ),
    og: Object.fromEntries(
      metas
        .filter((meta) => meta.property?.startsWith('og:'))
        .map((meta) => [meta.property, unescape(meta.content ?? '')]),
    ),
    twitter: Object.fromEntries(
      metas
        .filter((meta) => meta.name?.startsWith('twitter:'))
        .map((meta) => [meta.name, unescape(meta.content ?? '')]),
    ),
  };
}

/** The share card of a language, as og:image names it: absolute, on the public origin. */
const shareImageUrl = (lang: 'en' | 'es') => `${ORIGIN}/og/lakeside-share-${lang}.png`;

describe('sitemap and robots', () => {
  it('lists every public page in both languages, each with its hreflang alternates', async () => {
    const response = await get('/sitemap.xml');
    const xml = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1],
      alternates: Object.fromEntries(
        [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [lang, href]),
      ),
    }));
    expect(urls.map((url) => url.loc).sort()).toEqual(PUBLIC_PAGES.map((path) => `${ORIGIN}${path}`).sort());
    expect(urls.find((url) => url.loc === `${ORIGIN}/es/book/garden_cottage`)?.alternates).toEqual({
      en: `${ORIGIN}/book/garden_cottage`,
      es: `${ORIGIN}/es/book/garden_cottage`,
      'x-default': `${ORIGIN}/book/garden_cottage`,
    });
    expect(xml).not.toContain('/admin');
  });

  it('still answers, without the room pages, when the API is down', async () => {
    const rooms = api.routes['GET /api/rooms']!;
    api.routes['GET /api/rooms'] = () => ({ status: 503, body: { message: 'down' } });
    try {
      const xml = await (await get('/sitemap.xml')).text();
      expect(xml).toContain(`<loc>${ORIGIN}/es/terms</loc>`);
      expect(xml).not.toContain('/book/');
    } finally {
      api.routes['GET /api/rooms'] = rooms;
    }
  });

  it('robots.txt points to the sitemap and keeps crawlers out of the API', async () => {
    const text = await (await get('/robots.txt')).text();

    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });
});

describe('page metadata', () => {
  it('gives every public page a unique title and description, canonical, alternates and Open Graph', async () => {
    const heads = new Map<string, Head>();
    for (const path of PUBLIC_PAGES) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      heads.set(path, headOf(await response.text()));
    }

    // Every problem at once, rather than the first.
    const problems: string[] = [];
    const check = (ok: boolean, problem: string) => {
      if (!ok) problems.push(problem);
    };
    for (const [path, head] of heads) {
      const url = `${ORIGIN}${path}`;
      const neutral = path.replace(/^\/es(?=\/)/, '');
      const spanish = neutral === '/' ? '/es/' : `/es${neutral}`;
      check(/\S/.test(head.title), `${path}: no title`);
      // Search results show about 160 characters; under 50 says too little.
      check(
        head.description.length >= 50 && head.description.length <= 170,
        `${path}: description of ${head.description.length} characters`,
      );
      check(head.canonical === url, `${path}: canonical ${head.canonical}`);
      check(
        head.alternates.en === `${ORIGIN}${neutral}` &&
          head.alternates.es === `${ORIGIN}${spanish}` &&
          head.alternates['x-default'] === `${ORIGIN}${neutral}`,
        `${path}: alternates ${JSON.stringify(head.alternates)}`,
      );
      check(head.og['og:type'] === 'website', `${path}: og:type`);
      check(head.og['og:title'] === head.title, `${path}: og:title`);
      check(head.og['og:description'] === head.description, `${path}: og:description`);
      check(head.og['og:url'] === url, `${path}: og:url`);
      check(head.og['og:locale'] === (path.startsWith('/es/') ? 'es_GT' : 'en_US'), `${path}: og:locale`);
      const lang = path.startsWith('/es/') ? 'es' : 'en';
      check(head.og['og:image'] === shareImageUrl(lang), `${path}: og:image ${head.og['og:image']}`);
      check(head.og['og:image:type'] === 'image/png', `${path}: og:image:type`);
      check(head.og['og:image:width'] === '1200' && head.og['og:image:height'] === '630', `${path}: og:image size`);
      check(
        head.og['og:image:alt'] === dictionary(lang).common.shareImageAlt,
        `${path}: og:image:alt ${head.og['og:image:alt']}`,
      );
      check(head.twitter['twitter:card'] === 'summary_large_image', `${path}: twitter:card`);
      check(head.twitter['twitter:image'] === shareImageUrl(lang), `${path}: twitter:image`);
      check(head.twitter['twitter:image:alt'] === head.og['og:image:alt'], `${path}: twitter:image:alt`);
    }
    expect(problems).toEqual([]);
    const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates([...heads.values()].map((head) => head.title))).toEqual([]);
    expect(duplicates([...heads.values()].map((head) => head.description))).toEqual([]);
  });
});

describe('share image', () => {
  it.each([['en'], ['es']] as const)('describes the %s card with the tagline it shows', (lang) => {
    const t = dictionary(lang);
    // The card draws home.hero.tagline; an alt text left behind when it changes would lie.
    expect(t.common.shareImageAlt.toLowerCase()).toContain(t.home.hero.tagline.toLowerCase());
  });

  it.each([['en'], ['es']] as const)('serves the %s card as a 1200×630 PNG under 150 KB', async (lang) => {
    const response = await get(new URL(shareImageUrl(lang)).pathname);
    const png = Buffer.from(await response.arrayBuffer());

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // The signature, then the first chunk, IHDR: its data starts with the width and height.
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThanOrEqual(150 * 1024);
  });

  it.each([
    ['/no-such-page', 'en'],
    ['/es/no-such-page', 'es'],
  ] as const)('keeps the card on the 404 page %s', async (path, lang) => {
    const response = await get(path);
    const head = headOf(await response.text());

    expect(response.status).toBe(404);
    expect(head.og['og:image']).toBe(shareImageUrl(lang));
    expect(head.og['og:image:alt']).toBe(dictionary(lang).common.shareImageAlt);
  });
});

describe('events structured data', () => {
  it.each([
    ['/events', 'en'],
    ['/es/events', 'es'],
  ])('describes the next occurrences on %s as schema.org Events', async (path) => {
    const html = await (await get(path)).text();
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(script ?? '{}') as { '@context': string; '@graph': Record<string, unknown>[] };

    expect(data['@context']).toBe('https://schema.org');
    const events = data['@graph'];
    // The fake API's events from today on (28 days), in order, none already started.
    const expected = EVENTS.filter(
      (event) => event.eventDate >= TODAY && Date.parse(event.sessions[0]!.startsAt) >= Date.now(),
    );
    expect(events.map((event) => event.name)).toEqual(expected.map((event) => event.title));
    const starts = events.map((event) => Date.parse(String(event.startDate)));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const moon = events.find((event) => event.name === 'Full Moon Meditation');
    if (moon) expect(moon.offers).toMatchObject({ availability: 'https://schema.org/SoldOut', price: '20.00' });
    expect(events[0]).toMatchObject({
      '@type': 'Event',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { addressLocality: 'San Marcos La Laguna', addressCountry: 'GT' } },
      offers: { '@type': 'Offer', priceCurrency: 'USD', url: `${ORIGIN}${path}?book=${encodeURIComponent(expected[0]!.id)}` },
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-06:00$/),
      image: expect.stringMatching(/^https:\/\/lakeside\.test\//),
    });
    // Each offer is the occurrence's own.
    expect(new Set(events.map((event) => (event.offers as { url: string }).url)).size).toBe(events.length);
  });
});
