import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays } from '@lakeside/contracts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { In, MoreThanOrEqual, type DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { RoomNight } from '../rooms/room-night.entity.js';
import { Room } from '../rooms/room.entity.js';
import { ChannelError } from './channel-errors.js';
import { renderFeed, type ExportEvent } from './ical-feed.js';
import { RoomBlock } from './room-block.entity.js';
import { RoomCalendar } from './room-calendar.entity.js';

/** Nights this far back stay in the feed: a stay that began last week is still a stay. */
const PAST_DAYS = 30;

export interface CalendarFeed {
  body: string;
  /** A strong validator of the body. */
  etag: string;
  /** When the body last changed. */
  lastModified: Date;
}

/**
 * Each room's calendar for other channels (GET /api/rooms/{roomId}/calendar.ics?token=…):
 * every held, booked and blocked night from a month ago on, one all-day event per booking and
 * per block, read from room_nights — the same rows that keep a night from being sold twice.
 */
@Injectable()
export class RoomCalendarService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The room's token, made the first time it is asked for. */
  async token(roomId: string): Promise<string> {
    const existing = await this.dataSource.getRepository(RoomCalendar).findOneBy({ roomId });
    if (existing) return existing.token;
    try {
      const token = newToken();
      await runWriteTransaction(this.dataSource, (manager) =>
        manager.insert(RoomCalendar, { roomId, token, contentHash: null, changedAt: null }),
      );
      return token;
    } catch (error) {
      // Another request made it meanwhile.
      if (!isUniqueViolation(error)) throw error;
      return (await this.dataSource.getRepository(RoomCalendar).findOneByOrFail({ roomId })).token;
    }
  }

  /** A new token: the old URL stops working at once. */
  async rotate(roomId: string): Promise<string> {
    await this.token(roomId);
    const token = newToken();
    await runWriteTransaction(this.dataSource, (manager) => manager.update(RoomCalendar, { roomId }, { token }), {
      idempotent: true,
    });
    return token;
  }

  /** The room's feed, or 404 for an unknown room or a token that is not the room's. */
  async feed(roomId: string, token: string, now = new Date()): Promise<CalendarFeed> {
    const calendar = await this.dataSource.getRepository(RoomCalendar).findOneBy({ roomId });
    if (!calendar || !sameToken(calendar.token, token)) throw new ChannelError('channels.notFound');
    const room = await this.dataSource.getRepository(Room).findOneByOrFail({ id: roomId });
    const body = renderFeed(`${room.name} — Lakeside`, await this.events(roomId, now));
    const hash = createHash('sha256').update(body).digest('hex');
    let lastModified = calendar.changedAt ?? now;
    if (calendar.contentHash !== hash) {
      // Moves only when the nights do; two instances racing here both write "now", which is fine.
      lastModified = new Date(Math.floor(now.getTime() / 1000) * 1000);
      await runWriteTransaction(
        this.dataSource,
        (manager) => manager.update(RoomCalendar, { roomId }, { contentHash: hash, changedAt: lastModified }),
        { idempotent: true },
      );
    }
    return { body, etag: `"${hash.slice(0, 32)}"`, lastModified };
  }

  private async events(roomId: string, now: Date): Promise<ExportEvent[]> {
    const nights = await this.dataSource.getRepository(RoomNight).find({
      select: { night: true, bookingId: true, blockId: true },
      where: { roomId, night: MoreThanOrEqual(addDays(retreatToday(now), -PAST_DAYS)) },
      order: { night: 'ASC' },
    });
    const bookingIds = unique(nights.map((night) => night.bookingId));
    const blockIds = unique(nights.map((night) => night.blockId));
    const [bookings, blocks] = await Promise.all([
      bookingIds.length
        ? this.dataSource.getRepository(RoomBooking).find({
            select: { id: true, status: true, holdExpiresAt: true, updatedAt: true },
            where: { id: In(bookingIds) },
          })
        : [],
      blockIds.length
        ? this.dataSource.getRepository(RoomBlock).find({
            select: { id: true, updatedAt: true },
            where: { id: In(blockIds) },
          })
        : [],
    ]);
    const live = new Map(
      bookings
        .filter((booking) => !(booking.status === 'held' && booking.holdExpiresAt && booking.holdExpiresAt <= now))
        .map((booking) => [booking.id, booking]),
    );
    const blockById = new Map(blocks.map((block) => [block.id, block]));
    const events: ExportEvent[] = [];
    for (const [owner, dates] of groupNights(nights)) {
      const [kind, id] = owner;
      const stamp = kind === 'booking' ? live.get(id)?.updatedAt : blockById.get(id)?.updatedAt;
      if (!stamp) continue;
      for (const [index, run] of consecutiveRuns(dates).entries()) {
        events.push({
          // A block a booking cut in two keeps its first UID; the rest are named by their first night.
          uid: `room-${kind}-${id}${index === 0 ? '' : `-${run.checkinDate}`}@lakeside`,
          checkinDate: run.checkinDate,
          checkoutDate: run.checkoutDate,
          summary: kind === 'booking' ? 'Booked' : 'Blocked',
          stamp,
        });
      }
    }
    return events.sort((a, b) => a.checkinDate.localeCompare(b.checkinDate) || a.uid.localeCompare(b.uid));
  }
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function unique(ids: (number | null)[]): number[] {
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

type Owner = readonly ['booking' | 'block', number];

/** The nights of each booking and block, in date order. */
function groupNights(nights: Pick<RoomNight, 'night' | 'bookingId' | 'blockId'>[]): Map<Owner, string[]> {
  const byKey = new Map<string, { owner: Owner; dates: string[] }>();
  for (const night of nights) {
    const owner: Owner = night.bookingId !== null ? ['booking', night.bookingId] : ['block', night.blockId ?? 0];
    const key = owner.join(':');
    const group = byKey.get(key) ?? { owner, dates: [] };
    group.dates.push(night.night);
    byKey.set(key, group);
  }
  return new Map([...byKey.values()].map((group) => [group.owner, group.dates]));
}

/** Sorted dates as runs of consecutive nights. */
export function consecutiveRuns(dates: string[]): { checkinDate: string; checkoutDate: string }[] {
  const runs: { checkinDate: string; checkoutDate: string }[] = [];
  for (const date of dates) {
    const last = runs.at(-1);
    if (last && last.checkoutDate === date) last.checkoutDate = addDays(date, 1);
    else runs.push({ checkinDate: date, checkoutDate: addDays(date, 1) });
  }
  return runs;
}
