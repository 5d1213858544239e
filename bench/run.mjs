// `npm run bench:web` (and the second half of `npm run bench`): the two front ends' figures
// against the built API on a fresh seeded SQLite — the production builds of the site and the
// console (bench/build.mjs), the JavaScript each page ships and Lighthouse's scores.
// Prints figures beside the targets of issues 4 and 5 and never fails on them.
//   BENCH_LIGHTHOUSE_RUNS  Lighthouse runs per page, median reported (default 3)
//   BENCH_WEB_ONLY         site | console: measure one front end
//   BENCH_WEB_BUILD=0      reuse the last .bench-dist builds (same BENCH_API_PORT)
//   BENCH_SITE_PAGES       comma-separated site paths (as in SITE_PAGES, without the query) to measure
//   BENCH_REPORT_DIR       where the median Lighthouse reports go as JSON (default: a temp folder)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sqliteDatabase, startApi } from '../api/bench/support.mjs';
import { apiUrl, buildFrontEnds, consoleUrl, ports, siteUrl } from './build.mjs';
import { measureConsole } from './console.mjs';
import { launchLighthouseChrome } from './lighthouse.mjs';
import { printConsoleTable, printMachine, printSiteTable, printWhy } from './report.mjs';
import { assertPortFree, startBuiltConsole, startBuiltSite } from './servers.mjs';
import { measureSite } from './site.mjs';

const started = Date.now();
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const only = process.env.BENCH_WEB_ONLY;
const sitePages = process.env.BENCH_SITE_PAGES?.split(',');
const reportDir = process.env.BENCH_REPORT_DIR ?? path.join(os.tmpdir(), 'lakeside-lighthouse');

if (process.env.BENCH_WEB_BUILD !== '0') buildFrontEnds(only);

const database = sqliteDatabase();
const stops = [database.drop];
try {
  await assertPortFree(ports.api);
  const api = await startApi({
    ...database.env,
    PORT: String(ports.api),
    SITE_ORIGIN: siteUrl,
    CONSOLE_ORIGIN: consoleUrl,
  });
  stops.unshift(api.stop);
  if (api.url !== apiUrl) throw new Error(`the API is at ${api.url}, the console was built for ${apiUrl}`);
  const chrome = await launchLighthouseChrome();
  stops.unshift(async () => chrome.kill());

  const misses = [];
  let siteRows = [];
  let consoleRows = [];
  if (only !== 'console') {
    const site = await startBuiltSite({
      port: ports.site,
      env: { API_URL: api.url, SITE_ORIGIN: siteUrl, CONSOLE_URL: consoleUrl },
    });
    stops.unshift(site.stop);
    console.log(`measuring the site at ${site.url}`);
    siteRows = await measureSite(site.url, { runs, chrome, pages: sitePages });
  }
  if (only !== 'site') {
    const consoleServer = await startBuiltConsole({ port: ports.console });
    stops.unshift(consoleServer.stop);
    console.log(`measuring the console at ${consoleServer.url}`);
    consoleRows = await measureConsole(consoleServer.url, { runs, chrome, databaseEnv: database.env });
  }

  if (siteRows.length) misses.push(...printSiteTable(siteRows, runs));
  if (consoleRows.length) misses.push(...printConsoleTable(consoleRows, runs));
  printWhy(misses);
  printMachine([...siteRows, ...consoleRows]);
  saveReports(reportDir, [...siteRows, ...consoleRows]);
} finally {
  for (const stop of stops) await stop();
}
console.log(`\nfront-end bench took ${Math.round((Date.now() - started) / 1000)} s`);

/** The median Lighthouse run of each page, as JSON a person can open in the Lighthouse viewer. */
function saveReports(dir, rows) {
  fs.mkdirSync(dir, { recursive: true });
  for (const row of rows.filter((r) => r.lighthouse)) {
    const name =
      row.path
        .replace(/\?.*/, '')
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '') || 'home';
    fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(row.lighthouse.lhr));
  }
  console.log(`\nLighthouse reports (median run per page): ${dir}`);
}
