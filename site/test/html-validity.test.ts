/**
 * Every guest page in both languages, as the built site serves it, passes the Nu HTML Checker
 * (the W3C's validator, the vnu-jar package) with no error. The pages are fetched over plain
 * HTTP, written to files and checked in one Java process: it takes seconds to start.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { addDays } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '../src/lib/i18n';
import { TODAY } from './support/fake-activities-api';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { PUBLIC_PAGES, everyPageRoutes } from './support/public-pages';
import { startBuiltSite, type SiteServer } from './support/site-server';

const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

const REVIEW = 'R-4K7M-Q2XP';
const stay = `checkin=${addDays(TODAY, 10)}&checkout=${addDays(TODAY, 13)}&guests=2`;

/** The public pages, and the guest pages a link or a search opens, in English and Spanish. */
const PAGES = [
  ...PUBLIC_PAGES,
  ...(['en', 'es'] as const).flatMap((lang) => [
    `${localizedPath('/search-results', lang)}?${stay}`,
    `${localizedPath(`/review/${REVIEW}`, lang)}?t=token`,
    localizedPath('/no-such-page', lang),
  ]),
];

let api: FakeApi;
let site: SiteServer;
let dir: string;

beforeAll(async () => {
  api = await startFakeApi({
    ...everyPageRoutes(),
    [`GET /api/reviews/${REVIEW}`]: () => ({
      status: 200,
      body: {
        reference: REVIEW,
        roomId: 'lakefront_lower',
        roomName: 'Lakefront Lower Room',
        roomNameEs: null,
        checkinDate: addDays(TODAY, -5),
        checkoutDate: addDays(TODAY, -2),
        firstName: 'Ana',
        review: null,
      },
    }),
  });
  site = await startBuiltSite({ API_URL: api.url });
  dir = await mkdtemp(join(tmpdir(), 'lakeside-vnu-'));
});

afterAll(async () => {
  await Promise.all([site?.stop(), api?.close(), dir && rm(dir, { recursive: true, force: true })]);
});

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('the Nu HTML Checker', () => {
  it('finds no error on any guest page in either language', async () => {
    const files = await Promise.all(
      PAGES.map(async (path, index) => {
        const response = await fetch(`${site.url}${path}`);
        const file = join(dir, `${String(index).padStart(2, '0')}.html`);
        await writeFile(file, await response.text());
        return { path, file };
      }),
    );
    const { stderr } = await run(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files.map(({ file }) => file)],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const pageOf = (url = '') => files.find(({ file }) => url.endsWith(file))?.path ?? url;
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${pageOf(message.url)}:${message.lastLine ?? '?'} ${message.message} «${message.extract ?? ''}»`);
    expect(errors).toEqual([]);
  }, 120_000);
});
