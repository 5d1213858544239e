import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { nightsBetween, type ChannelFeedReply, type ChannelRoomReply, type ChannelsReply } from '@lakeside/contracts';
import { In, IsNull, MoreThan, MoreThanOrEqual, type DataSource } from 'typeorm';
import { retreatToday } from '../common/time/retreat-clock.js';
import { RoomNight } from '../rooms/room-night.entity.js';
import { Room } from '../rooms/room.entity.js';
import { ChannelConflict } from './channel-conflict.entity.js';
import { ChannelFeed } from './channel-feed.entity.js';
import { RoomBlock } from './room-block.entity.js';
import { RoomCalendarService } from './room-calendar.service.js';

/** The Channels page: per active room, its export URL, feeds, upcoming blocks and open conflicts. */
@Injectable()
export class ChannelsView {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly calendars: RoomCalendarService,
  ) {}

  async overview(now = new Date()): Promise<ChannelsReply> {
    const rooms = await this.dataSource
      .getRepository(Room)
      .find({ where: { isActive: true }, order: { displayOrder: 'ASC', id: 'ASC' } });
    const today = retreatToday(now);
    const [feeds, blocks, conflicts] = await Promise.all([
      this.dataSource.getRepository(ChannelFeed).find({ order: { id: 'ASC' } }),
      this.dataSource.getRepository(RoomBlock).find({
        where: { checkoutDate: MoreThan(today) },
        order: { checkinDate: 'ASC', id: 'ASC' },
      }),
      this.dataSource.getRepository(ChannelConflict).find({
        where: { resolvedAt: IsNull() },
        relations: { booking: true, feed: true },
        order: { checkinDate: 'ASC', id: 'ASC' },
      }),
    ]);
    const held = await this.heldNights(
      blocks.map((block) => block.id),
      today,
    );
    const replies: ChannelRoomReply[] = [];
    for (const room of rooms) {
      replies.push({
        roomId: room.id,
        name: room.name,
        calendarPath: calendarPath(room.id, await this.calendars.token(room.id)),
        feeds: feeds.filter((feed) => feed.roomId === room.id).map(toFeedReply),
        blocks: blocks
          .filter((block) => block.roomId === room.id)
          .map((block) => ({
            id: block.id,
            roomId: block.roomId,
            source: block.source,
            feedId: block.feedId,
            reason: block.reason,
            note: block.note,
            checkinDate: block.checkinDate,
            checkoutDate: block.checkoutDate,
            nightsNotHeld: nightsNotHeld(block, held.get(block.id) ?? 0, today),
            createdBy: block.createdBy,
          })),
        conflicts: conflicts
          .filter((conflict) => conflict.roomId === room.id)
          .map((conflict) => ({
            id: conflict.id,
            feedId: conflict.feedId,
            feedName: conflict.feed?.name ?? '',
            roomId: conflict.roomId,
            checkinDate: conflict.checkinDate,
            checkoutDate: conflict.checkoutDate,
            summary: conflict.summary,
            bookingId: conflict.bookingId,
            bookingReference: conflict.booking?.reference ?? String(conflict.bookingId),
            detectedAt: conflict.createdAt.toISOString(),
            mailedAt: conflict.mailedAt?.toISOString() ?? null,
          })),
      });
    }
    return { rooms: replies };
  }

  /** How many nights from today on each block holds. */
  private async heldNights(blockIds: number[], today: string): Promise<Map<number, number>> {
    if (blockIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(RoomNight)
      .find({ select: { blockId: true }, where: { blockId: In(blockIds), night: MoreThanOrEqual(today) } });
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.blockId!, (counts.get(row.blockId!) ?? 0) + 1);
    return counts;
  }
}

export function calendarPath(roomId: string, token: string): string {
  return `/api/rooms/${encodeURIComponent(roomId)}/calendar.ics?token=${token}`;
}

export function toFeedReply(feed: ChannelFeed): ChannelFeedReply {
  return {
    id: feed.id,
    roomId: feed.roomId,
    name: feed.name,
    url: feed.url,
    lastSyncedAt: feed.lastSyncedAt?.toISOString() ?? null,
    lastError: feed.lastError,
    eventCount: feed.eventCount,
  };
}

/** The block's nights from today on that it does not hold (a booking or another block had them first). */
function nightsNotHeld(block: RoomBlock, held: number, today: string): number {
  const from = block.checkinDate > today ? block.checkinDate : today;
  return Math.max(0, nightsBetween(from, block.checkoutDate) - held);
}
