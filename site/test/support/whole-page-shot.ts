/**
 * A full-page screenshot as a person scrolling would see the page. Chromium leaves parts
 * with `content-visibility: auto` (the week's days on /events) unpainted while they are off
 * screen, and a full-page capture reaches past the screen without scrolling: the capture
 * paints every part first.
 */
import type { Page } from 'playwright-core';

export async function wholePageShot(page: Page, path: string, { timeout }: { timeout?: number } = {}) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path, fullPage: true, timeout });
}
