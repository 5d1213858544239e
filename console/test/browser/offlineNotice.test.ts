/** Without a network, every screen but the till and the kitchen says that it needs the connection. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startConsole, type ConsoleHarness } from '../support/consoleHarness';

const NOTICE = /No connection\. This screen needs the internet/;

describe('a screen that needs the connection', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  it('says so when the network drops, and stops saying it when it returns', async () => {
    const page = await harness.signedInPage('mario');
    await page.goto(`${harness.url}/menu-items`);
    await page.getByText('1-25 of 30').waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);

    await page.context().setOffline(true);
    await page.getByText(NOTICE).waitFor();
    await screenshot(page, 'offline-notice');
    await page.context().setOffline(false);
    await page.getByText(NOTICE).waitFor({ state: 'detached' });
  });
});
