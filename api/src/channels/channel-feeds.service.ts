import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHANNEL_LIMITS, type ChannelFeedInput } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { runWriteTransaction } from '../database/write-transaction.js';
import { RoomNight } from '../rooms/room-night.entity.js';
import { Room } from '../rooms/room.entity.js';
import { ChannelError } from './channel-errors.js';
import { ChannelFeed } from './channel-feed.entity.js';
import { RoomBlock } from './room-block.entity.js';

/** Other channels' feeds of a room: added by a manager, removed with every night they blocked. */
@Injectable()
export class ChannelFeedsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async add(roomId: string, input: ChannelFeedInput): Promise<ChannelFeed> {
    if (!(await this.dataSource.getRepository(Room).existsBy({ id: roomId })))
      throw new ChannelError('channels.notFound');
    return runWriteTransaction(this.dataSource, async (manager) => {
      // A limit, not a key: a few feeds too many is harmless, so a count is enough here.
      if ((await manager.countBy(ChannelFeed, { roomId })) >= CHANNEL_LIMITS.maxFeedsPerRoom) {
        throw new ChannelError('channels.tooManyFeeds');
      }
      return manager.save(manager.create(ChannelFeed, { roomId, name: input.name, url: input.url, eventCount: 0 }));
    });
  }

  async get(id: number): Promise<ChannelFeed> {
    const feed = await this.dataSource.getRepository(ChannelFeed).findOneBy({ id });
    if (!feed) throw new ChannelError('channels.notFound');
    return feed;
  }

  /** Removes the feed, its blocks and their nights (explicitly, not trusting every driver's cascade). */
  async remove(id: number): Promise<void> {
    await this.get(id);
    await runWriteTransaction(
      this.dataSource,
      async (manager) => {
        const blocks = await manager.find(RoomBlock, { select: { id: true }, where: { feedId: id } });
        for (const block of blocks) await manager.delete(RoomNight, { blockId: block.id });
        await manager.delete(RoomBlock, { feedId: id });
        await manager.delete(ChannelFeed, { id });
      },
      { idempotent: true },
    );
  }
}
