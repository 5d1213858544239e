/**
 * The nights of blocks, for use inside a write transaction: rows of room_nights with a blockId,
 * under the unique key (roomId, night) that bookings take too (decision 0002). Whether a night
 * is free is never read first: the insert decides.
 */
import { stayNights } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { RoomNight } from '../rooms/room-night.entity.js';
import type { RoomBlock } from './room-block.entity.js';

type BlockNights = Pick<RoomBlock, 'id' | 'roomId'>;

const rowsOf = (block: BlockNights, nights: string[]) =>
  nights.map((night) => ({ roomId: block.roomId, night, bookingId: null, blockId: block.id }));

/** All of a manual block's nights in one INSERT: all or nothing (the driver's unique violation). */
export async function claimAllBlockNights(
  manager: EntityManager,
  block: BlockNights & Pick<RoomBlock, 'checkinDate' | 'checkoutDate'>,
): Promise<void> {
  const rows = rowsOf(block, stayNights(block.checkinDate, block.checkoutDate));
  await manager.createQueryBuilder().insert().into(RoomNight).values(rows).updateEntity(false).execute();
}

/**
 * Whichever of `nights` are free, for a channel block: the other channel has sold them whatever
 * we say, so the free ones must stop selling here; the taken ones stay with their owner
 * (INSERT IGNORE / INSERT OR IGNORE skips a row whose key exists, even one a concurrent
 * transaction is inserting — it waits for that one's outcome).
 */
export async function claimFreeBlockNights(
  manager: EntityManager,
  block: BlockNights,
  nights: string[],
): Promise<void> {
  if (nights.length === 0) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(RoomNight)
    .values(rowsOf(block, nights))
    .orIgnore()
    .updateEntity(false)
    .execute();
}
