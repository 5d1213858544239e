// Prints the front-end figures beside their targets (issues 4 and 5), then, for each page that
// misses one, what Lighthouse blames. Figures only: nothing here fails the run.
import os from 'node:os';

const SITE_TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpS: 1.5, cls: 0.02 };
const CONSOLE_JS_KB = 500;
const CONSOLE_PERFORMANCE = 90;

const kb = (value) => value.toFixed(1);
const mark = (ok) => (ok ? ' ' : '✗');
const cell = (text, width) => String(text).padStart(width);

/** Pages without islands ship none; island pages ≤ 90 KB; the wizard ≤ 120 KB. */
function siteJsTarget(row) {
  if (row.wizard) return { label: '≤ 120', ok: (jsKb) => jsKb <= 120 };
  if (row.islands > 0) return { label: '≤ 90', ok: (jsKb) => jsKb <= 90 };
  return { label: '0', ok: (jsKb) => jsKb === 0 };
}

function lighthouseCells(lh, targets) {
  if (!lh) return { text: '', misses: [] };
  const checks = [
    ['perf', lh.performance, lh.performance >= targets.performance, String(lh.performance)],
    [
      'a11y',
      lh.accessibility,
      !targets.accessibility || lh.accessibility >= targets.accessibility,
      String(lh.accessibility),
    ],
    [
      'BP',
      lh.bestPractices,
      !targets.bestPractices || lh.bestPractices >= targets.bestPractices,
      String(lh.bestPractices),
    ],
    ['SEO', lh.seo, !targets.seo || lh.seo >= targets.seo, String(lh.seo)],
    ['LCP', lh.lcpS, !targets.lcpS || lh.lcpS <= targets.lcpS, lh.lcpS.toFixed(2)],
    ['TBT', lh.tbtMs, true, String(Math.round(lh.tbtMs))],
    ['CLS', lh.cls, !targets.cls || lh.cls <= targets.cls, lh.cls.toFixed(3)],
    ['CPU', lh.benchmarkIndex, true, String(Math.round(lh.benchmarkIndex))],
    ['img KB', lh.imageKb, true, kb(lh.imageKb ?? 0)],
    ['page KB', lh.pageKb, true, kb(lh.pageKb ?? 0)],
  ];
  const widths = [4, 4, 4, 4, 6, 6, 6, 5, 7, 8];
  return {
    text: checks.map(([, , ok, shown], i) => cell(shown, widths[i]) + mark(ok)).join(''),
    misses: checks.filter(([, , ok]) => !ok).map(([name]) => name),
  };
}

const LH_HEADER = `${cell('perf', 5)}${cell('a11y', 5)}${cell('BP', 5)}${cell('SEO', 5)}${cell('LCP s', 7)}${cell('TBT ms', 7)}${cell('CLS', 7)}${cell('CPU', 6)}${cell('img KB', 8)}${cell('page KB', 9)}`;

export function printSiteTable(rows, runs) {
  console.log(`\nGuest site — JS KB: gzip -9 of every JS response, phone viewport, scrolled to the bottom, cold cache`);
  console.log(`(inline: <script> text inside the HTML, gzip -9, not part of the target);`);
  console.log(`Lighthouse mobile (simulated slow 4G, 4× CPU), median of ${runs}. ✗ = misses its target.`);
  console.log(`CPU: Lighthouse's benchmarkIndex of this machine during the page's runs (median).`);
  console.log(`img KB / page KB: what Lighthouse's phone transferred, pictures (the room photos) and in all (median).`);
  console.log(
    `Targets: JS 0 KB without islands, ≤ 90 KB with, ≤ 120 KB with the booking wizard; perf ≥ 95, a11y/BP/SEO 100, LCP ≤ 1.5 s, CLS ≤ 0.02.\n`,
  );
  console.log(
    `${'page'.padEnd(44)}${cell('HTTP', 5)}${cell('isl.', 5)}${cell('files', 6)}${cell('raw KB', 7)}${cell('JS KB', 7)}${cell('target', 8)}${cell('inline', 7)}  ${LH_HEADER}`,
  );
  const misses = [];
  for (const row of rows) {
    const target = siteJsTarget(row);
    const jsOk = target.ok(Number(row.js.kb.toFixed(1)));
    const lh = lighthouseCells(row.lighthouse, SITE_TARGETS);
    console.log(
      `${row.path.slice(0, 43).padEnd(44)}${cell(row.status ?? '—', 5)}${cell(row.islands ?? '—', 5)}${cell(row.js.files, 6)}${cell(kb(row.js.rawKb), 7)}${cell(kb(row.js.kb), 7)}${mark(jsOk)}${cell(target.label, 7)}${cell(kb(row.js.inlineKb), 7)}  ${lh.text}`,
    );
    if (row.failed) console.log(`    could not finish: ${row.failed}`);
    if (row.unhydrated) console.log(`    ${row.unhydrated} island(s) never hydrated`);
    if (row.errors?.length) console.log(`    page errors: ${row.errors.slice(0, 3).join(' | ')}`);
    if (!jsOk || lh.misses.length) misses.push({ row, misses: [...(jsOk ? [] : ['JS']), ...lh.misses] });
  }
  printCompression(rows);
  return misses;
}

export function printConsoleTable(rows, runs) {
  console.log(
    `\nStaff console — JS: gzip -9 KB of every JS response, 1280×800, cold cache; Lighthouse desktop, median of ${runs}.`,
  );
  console.log(`Targets: initial JS ≤ ${CONSOLE_JS_KB} KB, performance ≥ ${CONSOLE_PERFORMANCE}.\n`);
  console.log(
    `${'page'.padEnd(44)}${cell('files', 6)}${cell('raw KB', 7)}${cell('JS KB', 7)}${cell('target', 8)}  ${LH_HEADER}`,
  );
  const misses = [];
  for (const row of rows) {
    const jsOk = row.js.kb <= CONSOLE_JS_KB;
    const lh = lighthouseCells(row.lighthouse, { performance: CONSOLE_PERFORMANCE });
    console.log(
      `${row.path.padEnd(44)}${cell(row.js.files, 6)}${cell(kb(row.js.rawKb), 7)}${cell(kb(row.js.kb), 7)}${mark(jsOk)}${cell(`≤ ${CONSOLE_JS_KB}`, 7)}  ${lh.text}`,
    );
    if (row.errors?.length) console.log(`    page errors: ${row.errors.slice(0, 3).join(' | ')}`);
    if (!jsOk || lh.misses.length) misses.push({ row, misses: [...(jsOk ? [] : ['JS']), ...lh.misses] });
  }
  printCompression(rows);
  return misses;
}

/** 'raw KB' is what crossed the wire when the server sent no Content-Encoding; Lighthouse saw the same. */
function printCompression(rows) {
  const files = rows.reduce((sum, row) => sum + row.js.files, 0);
  const compressed = rows.reduce((sum, row) => sum + row.js.compressed, 0);
  console.log(`(JS files the server sent compressed: ${compressed} of ${files}; 'raw KB' is the uncompressed size.)`);
}

/** For every page that missed a target: what Lighthouse's median run blames. */
export function printWhy(misses) {
  if (!misses.length) return console.log('\nEvery target met.');
  console.log('\nWhy (from the median Lighthouse run of each page that misses a target):');
  for (const { row, misses: names } of misses) {
    console.log(`\n  ${row.path} — misses ${names.join(', ')}${row.note ? ` (${row.note})` : ''}`);
    const why = row.lighthouse?.why;
    if (!why) continue;
    const lines = [
      ...why.performance.map((text) => `perf: ${text}`),
      ...why.accessibility.map((text) => `a11y: ${text}`),
      ...why.bestPractices.map((text) => `BP:   ${text}`),
      ...why.seo.map((text) => `SEO:  ${text}`),
    ];
    for (const line of lines) console.log(`    ${line}`);
  }
}

/**
 * Lighthouse's simulated throttling scales the CPU time it observes, so a busy machine
 * inflates TBT and lowers performance scores: print how busy this one was.
 */
export function printMachine(rows) {
  const indexes = rows.map((row) => row.lighthouse?.benchmarkIndex).filter(Number.isFinite);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const range = indexes.length ? `${Math.min(...indexes)}–${Math.max(...indexes)}` : 'n/a';
  console.log(
    `\nMachine: ${os.cpus().length} cores, load average ${load} (1/5/15 min); Lighthouse benchmarkIndex ${range}`,
  );
  console.log(
    "(Lighthouse's 4× CPU slowdown assumes a host of about 1500–2000; below that TBT and performance are pessimistic.)",
  );
}
