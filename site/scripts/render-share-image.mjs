// `node scripts/render-share-image.mjs` (from site/): draws scripts/share-card.svg, the link
// preview that BaseLayout names in og:image and twitter:image, into
// public/og/lakeside-share-<lang>.png, once per language with that language's texts from the
// site's dictionaries. Debian's Chromium draws it through playwright-core, as in the tests
// (CHROMIUM_PATH names another); indexed-png.mjs keeps each file small. Commit the PNGs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { indexedPng } from './indexed-png.mjs';

const WIDTH = 1200;
const HEIGHT = 630;
const siteDir = new URL('../', import.meta.url);
const outputDir = new URL('public/og/', siteDir);

// The dictionaries are TypeScript that imports the contracts: Vite, which builds the site,
// loads them the way the site does.
const { module: i18n } = await runnerImport(fileURLToPath(new URL('src/lib/i18n/index.ts', siteDir)), {
  configFile: false,
  logLevel: 'error',
});
const svg = await readFile(new URL('scripts/share-card.svg', siteDir), 'utf8');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await mkdir(outputDir, { recursive: true });
  for (const lang of i18n.LANGUAGES) {
    const t = i18n.dictionary(lang);
    const texts = {
      'share-place': t.common.place.toLocaleUpperCase(lang),
      'share-name': t.common.siteName,
      'share-tagline': t.home.hero.tagline,
    };
    const rgba = Buffer.from(await page.evaluate(drawCard, { svg, texts, width: WIDTH, height: HEIGHT }), 'base64');
    const png = indexedPng(rgba, WIDTH, HEIGHT);
    const file = new URL(`lakeside-share-${lang}.png`, outputDir);
    await writeFile(file, png);
    console.log(`${fileURLToPath(file)}: ${(png.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}

/* global DOMParser, Image, OffscreenCanvas, XMLSerializer -- drawCard runs in the page. */
/** In the page: the card with its texts replaced, drawn on a canvas; its RGBA pixels in base64. */
async function drawCard({ svg, texts, width, height }) {
  const card = new DOMParser().parseFromString(svg, 'image/svg+xml');
  for (const [id, text] of Object.entries(texts)) card.getElementById(id).textContent = text;
  const image = new Image();
  image.src = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(card)], { type: 'image/svg+xml' }));
  await image.decode();
  const context = new OffscreenCanvas(width, height).getContext('2d');
  context.drawImage(image, 0, 0, width, height);
  return new Uint8Array(context.getImageData(0, 0, width, height).data.buffer).toBase64();
}
