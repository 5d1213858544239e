import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, stayNights } from '@lakeside/contracts';
import { Between, IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { retreatToday } from '../common/time/retreat-clock.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { MailService } from '../mail/mail.service.js';
import { expireLapsedHolds } from '../rooms/room-nights.js';
import { RoomNight } from '../rooms/room-night.entity.js';
import { Room } from '../rooms/room.entity.js';
import { claimFreeBlockNights } from './block-nights.js';
import { ChannelConflict } from './channel-conflict.entity.js';
import { channelConflictNotice } from './channel-conflict-notice.js';
import { ChannelFeed } from './channel-feed.entity.js';
import { FeedFetchError, fetchFeed, type FeedFetch } from './feed-fetch.js';
import { FeedParseError, parseFeed, type FeedEvent } from './ical-feed.js';
import { RoomBlock } from './room-block.entity.js';

/** Nights further ahead than this are not taken from a channel (no channel sells them). */
const HORIZON_DAYS = 730;

/**
 * How channels name nights they close rather than sell: Airbnb's "Airbnb (Not available)",
 * Booking.com's "CLOSED - Not available". Channels that import our feed echo our own bookings
 * back this way, so such an event that takes no night of its own is an echo, not a conflict.
 */
const CLOSURE = /not available|closed|blocked|unavailable/i;

/**
 * Other channels' feeds → channel blocks (docs/decisions/0013-channel-calendars.md). A sync
 * fetches the feed, then in one transaction makes the feed's blocks what the feed says — new
 * events become blocks, moved ones move, vanished ones go with their nights — and gives each
 * block whichever of its nights are
 * free, under the bookings' unique key, so a night is never both ours and the channel's. A
 * channel booking on nights one of our bookings holds is a conflict: recorded once, mailed once
 * after the commit. A repeated sync of the same feed changes nothing; a failed fetch or a broken
 * feed changes nothing but the feed's last error.
 */
@Injectable()
export class ChannelSync {
  private readonly logger = new Logger('ChannelSync');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  async syncAll(now = new Date()): Promise<void> {
    const feeds = await this.dataSource.getRepository(ChannelFeed).find({ select: { id: true }, order: { id: 'ASC' } });
    for (const { id } of feeds) await this.syncFeed(id, now);
  }

  /** Syncs one feed; the outcome is recorded on the feed (lastSyncedAt or lastError), not thrown. */
  async syncFeed(id: number, now = new Date()): Promise<void> {
    const feed = await this.dataSource.getRepository(ChannelFeed).findOneBy({ id });
    if (!feed) return;
    try {
      const fetched = await fetchFeed(feed.url, feed, {
        timeoutMs: this.config.CHANNEL_FETCH_TIMEOUT_MS,
        maxBytes: this.config.CHANNEL_FEED_MAX_BYTES,
      });
      const events = fetched.changed ? parseFeed(fetched.text) : null;
      await runWriteTransaction(this.dataSource, (manager) => this.apply(manager, feed, fetched, events, now));
    } catch (error) {
      const known = error instanceof FeedFetchError || error instanceof FeedParseError;
      if (!known) this.logger.warn(`Feed ${id} not synced: ${error instanceof Error ? error.message : String(error)}`);
      await this.recordFailure(id, known ? error.message : 'the sync failed; it is tried again at the next one');
    }
    await this.mailConflicts(id);
  }

  private async apply(
    manager: EntityManager,
    feed: ChannelFeed,
    fetched: FeedFetch,
    events: FeedEvent[] | null,
    now: Date,
  ): Promise<void> {
    // Recording the outcome first also locks the feed's row: two syncs of one feed take turns.
    await manager.update(
      ChannelFeed,
      { id: feed.id },
      {
        lastSyncedAt: now,
        lastError: null,
        ...(fetched.changed ? { etag: fetched.etag, lastModified: fetched.lastModified } : {}),
        ...(events ? { eventCount: events.length } : {}),
      },
    );
    // Not the affected-row count: MySQL may count only changed rows, and a second can hold two syncs.
    if (!(await manager.existsBy(ChannelFeed, { id: feed.id }))) return; // removed meanwhile
    await expireLapsedHolds(manager, now, feed.roomId);
    const window = { from: retreatToday(now), until: addDays(retreatToday(now), HORIZON_DAYS) };
    if (events) await this.replaceBlocks(manager, feed, events, window);
    const blocks = await manager.find(RoomBlock, { where: { feedId: feed.id } });
    const wanted = new Map(blocks.map((block) => [block.id, nightsIn(block, window)]));
    const all = [...wanted.values()].flat().sort();
    if (all.length === 0) return this.settleConflicts(manager, feed, [], now);
    const range = { roomId: feed.roomId, night: Between(all[0]!, all.at(-1)!) };
    const before = await ownersOf(manager, range);
    for (const block of blocks) {
      await claimFreeBlockNights(
        manager,
        block,
        wanted.get(block.id)!.filter((night) => !before.has(night)),
      );
    }
    const after = await ownersOf(manager, range);
    const conflicts: Conflicting[] = [];
    for (const block of blocks) {
      const nights = wanted.get(block.id)!;
      const held = nights.filter((night) => after.get(night)?.blockId === block.id).length;
      if (held === 0 && CLOSURE.test(block.note ?? '')) continue; // our own nights, echoed back
      const bookingIds = new Set(nights.map((night) => after.get(night)?.bookingId).filter((id) => id != null));
      for (const bookingId of bookingIds) conflicts.push({ block, bookingId });
    }
    await this.settleConflicts(manager, feed, conflicts, now);
  }

  /** Makes the feed's blocks its events: insert the new, move the moved, delete the vanished. */
  private async replaceBlocks(manager: EntityManager, feed: ChannelFeed, events: FeedEvent[], window: Window) {
    const byUid = new Map(
      events
        .filter((event) => event.checkoutDate > window.from && event.checkinDate < window.until)
        .map((event) => [event.uid, event]),
    );
    const existing = await manager.find(RoomBlock, { where: { feedId: feed.id } });
    for (const block of existing) {
      const event = byUid.get(block.uid ?? '');
      byUid.delete(block.uid ?? '');
      if (!event) {
        await manager.delete(RoomNight, { blockId: block.id });
        await manager.delete(RoomBlock, { id: block.id });
      } else if (
        event.checkinDate !== block.checkinDate ||
        event.checkoutDate !== block.checkoutDate ||
        event.summary !== block.note
      ) {
        const { checkinDate, checkoutDate, summary } = event;
        await manager.update(RoomBlock, { id: block.id }, { checkinDate, checkoutDate, note: summary });
        if (checkinDate !== block.checkinDate || checkoutDate !== block.checkoutDate) {
          await manager.delete(RoomNight, { blockId: block.id });
        }
      }
    }
    for (const event of byUid.values()) {
      await manager.insert(RoomBlock, {
        roomId: feed.roomId,
        checkinDate: event.checkinDate,
        checkoutDate: event.checkoutDate,
        source: 'channel',
        feedId: feed.id,
        uid: event.uid,
        reason: null,
        note: event.summary,
        createdBy: null,
      });
    }
  }

  /** Records new conflicts once, reopens ones that came back, resolves ones that went away. */
  private async settleConflicts(manager: EntityManager, feed: ChannelFeed, conflicts: Conflicting[], now: Date) {
    for (const { block, bookingId } of conflicts) {
      const key = { feedId: feed.id, uid: block.uid ?? '', bookingId };
      await manager
        .createQueryBuilder()
        .insert()
        .into(ChannelConflict)
        .values({
          ...key,
          roomId: feed.roomId,
          checkinDate: block.checkinDate,
          checkoutDate: block.checkoutDate,
          summary: block.note,
          mailedAt: null,
          resolvedAt: null,
        })
        .orIgnore()
        .updateEntity(false)
        .execute();
      await manager.update(ChannelConflict, { ...key, resolvedAt: Not(IsNull()) }, { resolvedAt: null });
    }
    const current = new Set(conflicts.map(({ block, bookingId }) => `${block.uid}\n${bookingId}`));
    const open = await manager.find(ChannelConflict, { where: { feedId: feed.id, resolvedAt: IsNull() } });
    for (const conflict of open) {
      if (!current.has(`${conflict.uid}\n${conflict.bookingId}`)) {
        await manager.update(ChannelConflict, { id: conflict.id }, { resolvedAt: now });
      }
    }
  }

  private async recordFailure(id: number, message: string): Promise<void> {
    try {
      await runWriteTransaction(
        this.dataSource,
        (manager) => manager.update(ChannelFeed, { id }, { lastError: message.slice(0, 300) }),
        { idempotent: true },
      );
    } catch (error) {
      this.logger.warn(`Feed ${id}: could not record "${message}": ${String(error)}`);
    }
  }

  /** Tells the retreat's inbox of each open conflict not told yet; the claim makes it once. */
  private async mailConflicts(feedId: number): Promise<void> {
    const due = await this.dataSource.getRepository(ChannelConflict).find({
      where: { feedId, mailedAt: IsNull(), resolvedAt: IsNull() },
      relations: { booking: true, feed: true },
    });
    for (const conflict of due) {
      const claimed = await runWriteTransaction(this.dataSource, (manager) =>
        manager.update(ChannelConflict, { id: conflict.id, mailedAt: IsNull() }, { mailedAt: new Date() }),
      );
      if (!claimed.affected || !conflict.booking || !conflict.feed) continue;
      const room = await this.dataSource.getRepository(Room).findOneBy({ id: conflict.roomId });
      const where = { feedName: conflict.feed.name, roomName: room?.name ?? conflict.roomId };
      await this.mail.send(channelConflictNotice(conflict, conflict.booking, where, this.config.CONTACT_INBOX));
    }
  }
}

interface Window {
  from: string;
  until: string;
}

interface Conflicting {
  block: RoomBlock;
  bookingId: number;
}

/** The block's nights inside the window (past nights and far-future ones are not taken). */
function nightsIn(block: RoomBlock, window: Window): string[] {
  const from = block.checkinDate > window.from ? block.checkinDate : window.from;
  const until = block.checkoutDate < window.until ? block.checkoutDate : window.until;
  return from < until ? stayNights(from, until) : [];
}

async function ownersOf(
  manager: EntityManager,
  where: { roomId: string; night: ReturnType<typeof Between<string>> },
): Promise<Map<string, Pick<RoomNight, 'bookingId' | 'blockId'>>> {
  const rows = await manager.find(RoomNight, { select: { night: true, bookingId: true, blockId: true }, where });
  return new Map(rows.map((row) => [row.night, row]));
}
