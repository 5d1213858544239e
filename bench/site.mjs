// The guest site's figures: per public page, the JavaScript a phone downloads while a person
// scrolls through it, and Lighthouse mobile; plus the booking wizard opened to its payment step.
import { retreatDate } from '../api/bench/support.mjs';
import { PHONE, islandCounts, launchChromium, recordingPage, scrollThrough } from './javascript.mjs';
import { lighthouseMedian } from './lighthouse.mjs';

/** Thirty days ahead at the retreat, three nights, two guests: bookable on a fresh database. */
const stay = `checkin=${retreatDate(30)}&checkout=${retreatDate(33)}&guests=2`;

export const SITE_PAGES = [
  '/',
  '/rooms',
  '/events',
  '/schedule',
  '/restaurant',
  '/restaurant/menu',
  '/contact',
  '/gallery',
  '/volunteer',
  '/accommodation-search',
  `/search-results?${stay}`,
  '/book/lakefront_lower',
  '/privacy',
  '/terms',
  '/no-such-page',
  '/es/',
];
const WIZARD_PAGE = `/book/lakefront_lower?${stay}`;
/** Misses that belong to the kind of page, not to its making. */
const NOTES = {
  '/no-such-page':
    "any 404 fails Lighthouse's status-code check, logs the browser's own 'Failed to load resource' error, and is noindex on purpose",
};

/** JS shipped per page (and for the wizard), then Lighthouse per page; returns one row per page. */
export async function measureSite(siteUrl, { runs, chrome, pages }) {
  const chosen = pages ? SITE_PAGES.filter((path) => pages.includes(path.split('?')[0])) : SITE_PAGES;
  const rows = chosen.map((path) => ({ path, note: NOTES[path] }));
  let started = Date.now();
  const browser = await launchChromium();
  try {
    for (const row of rows) Object.assign(row, await pageJavaScript(browser, `${siteUrl}${row.path}`));
    if (!pages || pages.includes(WIZARD_PAGE.split('?')[0]))
      rows.push({ path: `${WIZARD_PAGE} + wizard`, wizard: true, ...(await wizardJavaScript(browser, siteUrl)) });
  } finally {
    await browser.close();
  }
  console.log(`  JavaScript of ${rows.length} pages: ${elapsed(started)} s`);
  for (const row of rows.filter((r) => !r.wizard)) {
    started = Date.now();
    row.lighthouse = await lighthouseMedian(`${siteUrl}${row.path}`, { runs, chrome });
    console.log(`  Lighthouse ×${runs} ${row.path.split('?')[0]}: ${elapsed(started)} s`);
  }
  return rows;
}

const elapsed = (since) => Math.round((Date.now() - since) / 1000);

async function pageJavaScript(browser, url) {
  const recording = await recordingPage(browser, PHONE);
  try {
    const response = await recording.page.goto(url, { waitUntil: 'load' });
    await scrollThrough(recording.page);
    await recording.settle();
    const counts = await islandCounts(recording.page);
    return { status: response?.status(), ...counts, js: await recording.total(), errors: recording.errors };
  } finally {
    await recording.close();
  }
}

/** The room page with dates, scrolled, then Check Availability → Book Now → guest details → Payment. */
async function wizardJavaScript(browser, siteUrl) {
  const recording = await recordingPage(browser, PHONE);
  const { page } = recording;
  try {
    const response = await page.goto(`${siteUrl}${WIZARD_PAGE}`, { waitUntil: 'load' });
    await scrollThrough(page);
    await recording.settle();
    const counts = await islandCounts(page);
    await page.getByRole('button', { name: 'Check Availability & Book' }).click();
    await page.locator('.book-outcome').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Bench Guest');
    await dialog.getByLabel('Email Address').fill('bench@example.com');
    await dialog.getByLabel('Phone Number').fill('+502 5555 0000');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByRole('heading', { name: 'Payment' }).waitFor();
    // The payment step fetches its provider's setup (and PayPal's SDK when configured) after it opens.
    await dialog.getByRole('button', { name: /^Pay / }).waitFor();
    await recording.settle();
    return { status: response?.status(), ...counts, js: await recording.total(), errors: recording.errors };
  } catch (error) {
    return { failed: error.message.split('\n')[0], js: await recording.total(), errors: recording.errors };
  } finally {
    await recording.close();
  }
}
