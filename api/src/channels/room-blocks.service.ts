import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RoomBlockInput } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { expireLapsedHolds } from '../rooms/room-nights.js';
import { RoomNight } from '../rooms/room-night.entity.js';
import { Room } from '../rooms/room.entity.js';
import { claimAllBlockNights } from './block-nights.js';
import { ChannelError } from './channel-errors.js';
import { RoomBlock } from './room-block.entity.js';

/**
 * Nights staff block by hand (maintenance, the owner's use): a block takes its nights under the
 * bookings' unique key, all or none, so it never lands on a night that is sold, held or blocked
 * (409), and no booking can take its nights afterwards. They export like bookings.
 */
@Injectable()
export class RoomBlocksService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** 404 channels.notFound for a room that does not exist. */
  async assertRoom(roomId: string): Promise<void> {
    if (!(await this.dataSource.getRepository(Room).existsBy({ id: roomId })))
      throw new ChannelError('channels.notFound');
  }

  async create(roomId: string, input: RoomBlockInput, staff: Pick<AdminUser, 'username'>): Promise<RoomBlock> {
    await this.assertRoom(roomId);
    try {
      return await runWriteTransaction(this.dataSource, async (manager) => {
        // A hold that lapsed but was not swept yet must not stand in the way.
        await expireLapsedHolds(manager, new Date(), roomId);
        const block = await manager.save(
          manager.create(RoomBlock, {
            roomId,
            checkinDate: input.checkinDate,
            checkoutDate: input.checkoutDate,
            source: 'manual',
            feedId: null,
            uid: null,
            reason: input.reason,
            note: input.note,
            createdBy: staff.username,
          }),
        );
        await claimAllBlockNights(manager, block);
        return block;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ChannelError('channels.nightsTaken');
      throw error;
    }
  }

  /** Frees a manual block's nights; a channel's block goes when its channel frees it. */
  async remove(id: number): Promise<void> {
    const block = await this.dataSource.getRepository(RoomBlock).findOneBy({ id });
    if (!block) throw new ChannelError('channels.notFound');
    if (block.source !== 'manual') throw new ChannelError('channels.blockFromChannel');
    await runWriteTransaction(
      this.dataSource,
      async (manager) => {
        await manager.delete(RoomNight, { blockId: id });
        await manager.delete(RoomBlock, { id, source: 'manual' });
      },
      { idempotent: true },
    );
  }
}
