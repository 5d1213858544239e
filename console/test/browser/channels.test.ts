/**
 * The Channels page: a double booking with another channel shown in red on its room, the room's
 * calendar URL with a copy button, each feed's last sync, last error and events with "Sync now",
 * a feed added (its URL checked by the server), nights blocked and unblocked by hand — and what
 * staff without the manager's rights are not offered. The routes are the fake API's
 * (fake-api/channelRoutes.ts), served through page.route.
 */
import type { ChannelsReply } from '@lakeside/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChannels, type FakeChannels } from '../fake-api/channelRoutes';
import { STAFF } from '../fake-api/fixtures';
import { DESKTOP, PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';
import { cutOrOverflowing } from '../support/layoutChecks';

function freshChannels(): FakeChannels {
  const page: ChannelsReply = {
    rooms: [
      {
        roomId: 'lakefront_lower',
        name: 'Lakefront Lower Room',
        calendarPath: '/api/rooms/lakefront_lower/calendar.ics?token=secret-token-1',
        feeds: [
          {
            id: 1,
            roomId: 'lakefront_lower',
            name: 'Airbnb',
            url: 'https://www.airbnb.com/calendar/ical/1.ics?s=abc',
            lastSyncedAt: '2027-03-10T12:00:00.000Z',
            lastError: 'the channel answered HTTP 503',
            eventCount: 2,
          },
        ],
        blocks: [
          {
            id: 11,
            roomId: 'lakefront_lower',
            source: 'channel',
            feedId: 1,
            reason: null,
            note: 'Reserved',
            checkinDate: '2027-03-20',
            checkoutDate: '2027-03-23',
            nightsNotHeld: 1,
            createdBy: null,
          },
          {
            id: 12,
            roomId: 'lakefront_lower',
            source: 'manual',
            feedId: null,
            reason: 'maintenance',
            note: 'New roof',
            checkinDate: '2027-04-01',
            checkoutDate: '2027-04-03',
            nightsNotHeld: 0,
            createdBy: 'mario',
          },
        ],
        conflicts: [
          {
            id: 21,
            feedId: 1,
            feedName: 'Airbnb',
            roomId: 'lakefront_lower',
            checkinDate: '2027-03-20',
            checkoutDate: '2027-03-23',
            summary: 'Reserved',
            bookingId: 5,
            bookingReference: 'R-KX4P-9Q2M',
            detectedAt: '2027-03-10T12:00:00.000Z',
            mailedAt: '2027-03-10T12:00:01.000Z',
          },
        ],
      },
      {
        roomId: 'garden_cottage',
        name: 'Garden Cottage',
        calendarPath: '/api/rooms/garden_cottage/calendar.ics?token=secret-token-2',
        feeds: [],
        blocks: [],
        conflicts: [],
      },
    ],
  };
  return { page, nextSync: new Map(), writes: [] };
}

describe('Channels', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  /** `title`: the screen's name in the login's language. */
  async function openChannels(
    username: string,
    fake: FakeChannels,
    viewport = PHONE,
    title = 'Channels',
  ): Promise<Page> {
    const staff = STAFF.find((candidate) => candidate.username === username);
    if (!staff) throw new Error(`No fake staff member ${username}`);
    const page = await harness.signedInPage(username, viewport);
    await page.route(/\/api\/channels(\/.*)?$/, async (route) => {
      const request = route.request();
      const body = request.postData() ? (JSON.parse(request.postData() ?? '{}') as Record<string, unknown>) : {};
      const path = new URL(request.url()).pathname;
      const answer = answerChannels(fake, staff.role, request.method(), path, body);
      if (!answer) return route.fallback();
      return route.fulfill({ status: answer.status, json: answer.body });
    });
    if (viewport === PHONE) {
      await page.goto(`${harness.url}/channels`);
    } else {
      await page.goto(harness.url);
      await page.getByRole('menuitem', { name: title }).click();
    }
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    return page;
  }

  const card = (page: Page, name: string) => page.getByRole('region', { name });

  it('shows a double booking in red, the feed URL, and a manager syncs, adds a feed and rotates the URL', async () => {
    const fake = freshChannels();
    const page = await openChannels('mario', fake, DESKTOP);
    const lower = card(page, 'Lakefront Lower Room');

    const conflict = lower.getByRole('listitem').filter({ hasText: 'Double booking' });
    await conflict.getByText(/Airbnb has a booking from .* on nights our booking R-KX4P-9Q2M holds/).waitFor();
    const background = await conflict.evaluate((element) => getComputedStyle(element).backgroundColor);
    const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number);
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
    expect(blue).toBeLessThan(100);

    const url = lower.getByLabel('Calendar URL (keep it secret)');
    expect(await url.inputValue()).toMatch(/\/api\/rooms\/lakefront_lower\/calendar\.ics\?token=secret-token-1$/);
    await lower.getByRole('button', { name: /^Copy/ }).click();
    await lower.getByRole('button', { name: /^(Copied|Copy by hand)$/ }).waitFor();

    const feeds = lower.getByRole('table', { name: 'Channel feeds' });
    await feeds.getByText('the channel answered HTTP 503').waitFor();
    await lower.getByText('1 night already taken here').waitFor();
    await screenshot(page, 'channels-manager');

    await feeds.getByRole('button', { name: 'Sync now' }).click();
    await feeds.getByRole('cell', { name: '—' }).waitFor();
    expect(fake.writes).toContain('POST /api/channels/feeds/1/sync');

    const garden = card(page, 'Garden Cottage');
    const addFeed = garden.getByRole('form', { name: 'Add a channel feed' });
    await addFeed.getByLabel('Channel name').fill('Booking.com');
    await addFeed.getByLabel('Its calendar (iCal) URL').fill('not a url');
    await addFeed.getByRole('button', { name: 'Add feed' }).click();
    await addFeed.getByText('Enter the channel’s calendar (iCal) address, starting with https:// or http://').waitFor();
    await addFeed
      .getByLabel('Its calendar (iCal) URL')
      .fill('https://admin.booking.com/hotel/hoteladmin/ical.html?t=1');
    await addFeed.getByRole('button', { name: 'Add feed' }).click();
    await garden.getByRole('table', { name: 'Channel feeds' }).getByText('Booking.com').waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await garden.getByRole('button', { name: 'New URL' }).click();
    await expect
      .poll(() => garden.getByLabel('Calendar URL (keep it secret)').inputValue())
      .toMatch(/token=rotated\d+$/);
  });

  it('staff block and unblock nights on a phone, but manage no feeds', async () => {
    const fake = freshChannels();
    const page = await openChannels('sam', fake);
    const garden = card(page, 'Garden Cottage');
    expect(await page.getByRole('button', { name: 'Sync now' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New URL' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Add a channel feed' }).count()).toBe(0);

    const form = garden.getByRole('form', { name: 'Block nights' });
    await form.getByLabel('First night').fill('2027-05-10');
    await form.getByLabel('Free again on').fill('2027-05-10');
    await form.getByRole('button', { name: 'Block nights' }).click();
    await form.getByText('The last day must be after the first night').waitFor();
    await form.getByLabel('Free again on').fill('2027-05-12');
    await form.getByLabel('Note').fill('Owner visiting');
    await form.getByRole('button', { name: 'Block nights' }).click();
    const blocked = garden.getByRole('list', { name: 'Blocked nights' });
    await blocked.getByText(/Maintenance: Owner visiting/).waitFor();
    await screenshot(page, 'channels-staff-phone');

    // Nothing spills sideways on a 390 px phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // A channel's block offers no unblock; a manual one does.
    const lower = card(page, 'Lakefront Lower Room').getByRole('list', { name: 'Blocked nights' });
    expect(await lower.getByRole('button', { name: 'Unblock' }).count()).toBe(1);
    await blocked.getByRole('button', { name: 'Unblock' }).click();
    await garden.getByText('No blocked nights ahead.').waitFor();
    expect(fake.writes.filter((write) => write.startsWith('DELETE'))).toHaveLength(1);
  });

  it('reads in Spanish for a Spanish-speaking manager on a tablet, nothing cut', async () => {
    const fake = freshChannels();
    const page = await openChannels('lucia', fake, TABLET, 'Canales');
    const lower = card(page, 'Lakefront Lower Room');
    const conflict = lower.getByRole('listitem').filter({ hasText: 'Reserva duplicada' });
    await conflict
      .getByText(
        /Airbnb tiene una reserva del 20 mar 2027 al 23 mar 2027 en noches que ocupa nuestra reserva R-KX4P-9Q2M\. Detectada el .*; se avisó al buzón\.$/,
      )
      .waitFor();
    await lower.getByLabel('URL del calendario (manténgala en secreto)').waitFor();
    const feeds = lower.getByRole('table', { name: 'Calendarios de canales' });
    expect(await feeds.locator('thead').textContent()).toBe('CanalÚltima sincronizaciónEventosÚltimo error');
    await feeds.getByRole('button', { name: 'Sincronizar ahora' }).waitFor();
    await lower.getByText('1 noche ya ocupada aquí').waitFor();
    await lower.getByText('Mantenimiento: New roof (por mario)').waitFor();
    await lower.getByRole('button', { name: 'Desbloquear' }).waitFor();
    const block = lower.getByRole('form', { name: 'Bloquear noches' });
    await block.getByLabel('Primera noche').waitFor();
    await block.getByLabel('Libre desde').waitFor();
    await block.getByRole('button', { name: 'Bloquear noches' }).waitFor();
    await card(page, 'Garden Cottage').getByText('Aún no hay calendarios de canales.').waitFor();
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'channels-es');
    await card(page, 'Garden Cottage').scrollIntoViewIfNeeded();
    await screenshot(page, 'channels-garden-es');
  });
});
