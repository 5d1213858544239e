/**
 * Full-page screenshots of the events, schedule, menu and gallery pages at both sizes, for
 * people to look at (ACTIVITY_SHOTS_DIR, default /tmp/shots/site-activities).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { VIEWPORTS, islandsHydrated, type SiteUnderTest } from './site-under-test';

const SHOTS_DIR = process.env.ACTIVITY_SHOTS_DIR ?? '/tmp/shots/site-activities';

/** Returns the console errors seen on the way. */
export async function screenshotPages(sut: SiteUnderTest, pages: ReadonlyArray<readonly [string, string]>) {
  await mkdir(SHOTS_DIR, { recursive: true });
  const errors: string[] = [];
  for (const [name, viewport] of VIEWPORTS) {
    const opened = await sut.newPage(viewport);
    for (const [shot, path] of pages) {
      await opened.page.goto(sut.url(path));
      await islandsHydrated(opened.page);
      await opened.page.screenshot({ path: join(SHOTS_DIR, `${shot}-${name}.png`), fullPage: true });
    }
    errors.push(...opened.errors);
  }
  return errors;
}
