// Lighthouse through its Node API on Debian's Chromium: the median of several runs per page,
// plus the audits that explain a miss (taken from the run with the median performance score).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS } from './javascript.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Chromium for every run; Lighthouse opens a new tab and resets storage per run. */
export function launchLighthouseChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
}

/**
 * Runs Lighthouse `runs` times on a URL (mobile by default, `desktop: true` for the desktop
 * preset) and returns the median of each figure, with `why`: what the median run blames.
 * With `headers` (a session cookie), Lighthouse must not reset storage, or the cookie's
 * host would be signed out; each run then gets its own fresh Chromium for a cold cache.
 */
export async function lighthouseMedian(url, { runs, chrome, desktop = false, headers }) {
  const reports = [];
  for (let run = 0; run < runs; run += 1) {
    const own = headers ? await launchLighthouseChrome() : undefined;
    try {
      const flags = {
        port: (own ?? chrome).port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The 404 page is measured too; every page's HTTP status is in the JS table.
        ignoreStatusCode: true,
        // Neither counts toward a score, and each costs seconds per run (a full-page
        // capture; a navigation away and back to test the back/forward cache).
        disableFullPageScreenshot: true,
        skipAudits: ['bf-cache'],
        ...(headers ? { extraHeaders: headers, disableStorageReset: true } : {}),
      };
      const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
      reports.push(result.lhr);
    } finally {
      own?.kill();
    }
  }
  const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
  const medianOf = (pick) => median(reports.map(pick));
  const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const medianRun = byPerformance[Math.floor(byPerformance.length / 2)];
  return {
    performance: medianOf((lhr) => score(lhr, 'performance')),
    accessibility: medianOf((lhr) => score(lhr, 'accessibility')),
    bestPractices: medianOf((lhr) => score(lhr, 'best-practices')),
    seo: medianOf((lhr) => score(lhr, 'seo')),
    lcpS: medianOf((lhr) => audit(lhr, 'largest-contentful-paint')) / 1000,
    tbtMs: medianOf((lhr) => audit(lhr, 'total-blocking-time')),
    cls: medianOf((lhr) => audit(lhr, 'cumulative-layout-shift')),
    /** KB the page transferred in all, and of it its pictures (room photos among them), as Lighthouse's phone loaded it. */
    pageKb: medianOf((lhr) => transferredKb(lhr)),
    imageKb: medianOf((lhr) => transferredKb(lhr, 'Image')),
    /** Lighthouse's own measure of this machine's speed (a loaded machine scores low). */
    benchmarkIndex: medianOf((lhr) => lhr.environment.benchmarkIndex),
    why: explain(medianRun),
    lhr: medianRun,
  };
}

/** KB over the wire of the run's requests (of one resource type when given). */
function transferredKb(lhr, resourceType) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const chosen = resourceType ? items.filter((item) => item.resourceType === resourceType) : items;
  return chosen.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The audits behind the scores: performance insights/diagnostics by estimated savings, failed checks elsewhere. */
function explain(lhr) {
  const failing = (categoryId, threshold) =>
    (lhr.categories[categoryId]?.auditRefs ?? [])
      .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < threshold && a.scoreDisplayMode !== 'informative');

  const savings = (a) => Object.values(a.metricSavings ?? {}).reduce((sum, value) => sum + (value ?? 0), 0);
  // Insights without an estimate or a figure (e.g. 'Forced reflow') say little on their own.
  const performance = failing('performance', 0.9)
    .filter((a) => savings(a) > 0 || a.displayValue)
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, 5)
    .map(
      (a) =>
        `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${formatSavings(a.metricSavings)}${mainThreadDetail(lhr, a.id)}`,
    );
  const lcp = lcpBreakdown(lhr);
  if (lcp) performance.push(lcp);

  const checks = (categoryId) =>
    failing(categoryId, 1).map((a) => {
      const items = a.details?.items ?? [];
      const first = items[0]?.node?.snippet ?? items[0]?.source?.snippet;
      const count = items.length
        ? ` (${items.length} item${items.length > 1 ? 's' : ''}${first ? `, e.g. ${first.slice(0, 70)}` : ''})`
        : '';
      return `${a.title}${count}`;
    });
  return {
    performance,
    accessibility: checks('accessibility'),
    bestPractices: checks('best-practices'),
    seo: checks('seo'),
  };
}

function formatSavings(metricSavings = {}) {
  const parts = Object.entries(metricSavings)
    .filter(([, value]) => value)
    .map(([metric, value]) => (metric === 'CLS' ? `CLS −${value.toFixed(3)}` : `${metric} −${Math.round(value)} ms`));
  return parts.length ? ` [${parts.join(', ')}]` : '';
}

/** For the main-thread audit: where the time went, by kind of work and by file (simulated 4× CPU). */
function mainThreadDetail(lhr, id) {
  if (id !== 'mainthread-work-breakdown') return '';
  const top = (items, label, value) =>
    (items ?? [])
      .slice(0, 3)
      .map((item) => `${label(item)} ${Math.round(value(item))} ms`)
      .join(', ');
  const kinds = top(
    lhr.audits[id].details?.items,
    (item) => item.groupLabel,
    (item) => item.duration,
  );
  const files = top(
    lhr.audits['bootup-time']?.details?.items,
    (item) => (item.url.startsWith('http') ? new URL(item.url).pathname : item.url).slice(0, 60),
    (item) => item.total,
  );
  return `\n          by kind: ${kinds}\n          by file: ${files}`;
}

/** The LCP element and where its time went (observed, unthrottled), from the LCP breakdown insight. */
function lcpBreakdown(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  if (!node) return undefined;
  const phases = (items.find((item) => item.type === 'table')?.items ?? [])
    .map((phase) => `${phase.label.toLowerCase()} ${Math.round(phase.duration)} ms`)
    .join(', ');
  return `LCP element: "${(node.nodeLabel || node.snippet || '').slice(0, 60)}"${phases ? ` — observed ${phases}` : ''}`;
}
