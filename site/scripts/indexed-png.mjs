// A PNG of at most 256 colours from RGBA pixels, with nothing but node:zlib: median-cut
// quantization, a light ordered dither, then a palette PNG. Chromium's own PNG of the share
// card weighs about 150 KB, because Skia dithers gradients with noise that does not compress;
// this one about 65 KB.
import { crc32, deflateSync } from 'node:zlib';

/**
 * The 8×8 Bayer matrix (0–63): added to each pixel before it takes its nearest palette colour,
 * it turns the bands a 256-colour sunrise glow would show into a fine, regular grain that still
 * compresses well (random noise would not).
 */
// prettier-ignore
const BAYER = [
   0, 32,  8, 40,  2, 34, 10, 42,
  48, 16, 56, 24, 50, 18, 58, 26,
  12, 44,  4, 36, 14, 46,  6, 38,
  60, 28, 52, 20, 62, 30, 54, 22,
   3, 35, 11, 43,  1, 33,  9, 41,
  51, 19, 59, 27, 49, 17, 57, 25,
  15, 47,  7, 39, 13, 45,  5, 37,
  63, 31, 55, 23, 61, 29, 53, 21,
];

/**
 * Encodes opaque RGBA pixels (alpha is ignored) as a palette PNG of `colours` colours, dithered
 * by up to ±dither/2 per channel: about the step between neighbouring palette colours in a
 * gradient.
 */
export function indexedPng(rgba, width, height, { colours = 256, dither = 8 } = {}) {
  const counts = new Map();
  for (let i = 0; i < rgba.length; i += 4) {
    const key = rgbKey(rgba[i], rgba[i + 1], rgba[i + 2]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const palette = medianCut([...counts], colours);

  // Each row starts with its filter byte: 0, none, is the best filter for palette indices.
  const rows = Buffer.alloc((width + 1) * height);
  const indexOf = new Map();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const offset = (BAYER[(y % 8) * 8 + (x % 8)] / 64 - 0.5) * dither;
      const key = rgbKey(rgba[i] + offset, rgba[i + 1] + offset, rgba[i + 2] + offset);
      if (!indexOf.has(key)) indexOf.set(key, nearest(palette, key));
      rows[y * (width + 1) + 1 + x] = indexOf.get(key);
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8-bit indices, colour type 3 (palette), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(rows, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const byte = (value) => Math.max(0, Math.min(255, Math.round(value)));
const rgbKey = (r, g, b) => (byte(r) << 16) | (byte(g) << 8) | byte(b);
const channels = (key) => [(key >> 16) & 255, (key >> 8) & 255, key & 255];

/**
 * Splits the colour cube into boxes until there are `colours` of them, always cutting the box
 * whose widest channel spans most times the pixels it holds — so large gradients (the sky,
 * the lake) get many steps and small antialiased edges few — at its pixel-weighted median.
 * Returns each box's mean colour as [r, g, b].
 */
function medianCut(histogram, colours) {
  const box = (entries) => {
    const low = [255, 255, 255];
    const high = [0, 0, 0];
    for (const [key] of entries) {
      channels(key).forEach((value, c) => {
        low[c] = Math.min(low[c], value);
        high[c] = Math.max(high[c], value);
      });
    }
    const spans = high.map((value, c) => value - low[c]);
    const widest = spans.indexOf(Math.max(...spans));
    const pixels = entries.reduce((sum, [, count]) => sum + count, 0);
    return { entries, widest, pixels, score: spans[widest] * pixels };
  };
  const boxes = [box(histogram)];
  while (boxes.length < colours) {
    const target = boxes.reduce((best, candidate) => (candidate.score > best.score ? candidate : best));
    if (target.score === 0) break;
    const sorted = [...target.entries].sort(([a], [b]) => channels(a)[target.widest] - channels(b)[target.widest]);
    let cut = 0;
    let seen = 0;
    while (cut < sorted.length - 1 && seen < target.pixels / 2) seen += sorted[cut++][1];
    boxes.splice(boxes.indexOf(target), 1, box(sorted.slice(0, cut)), box(sorted.slice(cut)));
  }
  return boxes.map(({ entries, pixels }) =>
    [0, 1, 2].map((c) => Math.round(entries.reduce((sum, [key, count]) => sum + channels(key)[c] * count, 0) / pixels)),
  );
}

function nearest(palette, key) {
  const [r, g, b] = channels(key);
  let best = 0;
  let bestDistance = Infinity;
  palette.forEach(([pr, pg, pb], index) => {
    const distance = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  });
  return best;
}
