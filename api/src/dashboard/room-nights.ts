/** Room nights sold per day (rows of `room_nights` owned by confirmed stays) and the rooms on sale. */
import type { DayRange } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { Room } from '../rooms/room.entity.js';
import { RoomNight } from '../rooms/room-night.entity.js';
import type { RangeFigures } from './range-figures.js';

export async function addNightsSold(manager: EntityManager, range: DayRange, figures: RangeFigures): Promise<void> {
  const rows = await manager
    .getRepository(RoomNight)
    .createQueryBuilder('n')
    .innerJoin('n.booking', 'b')
    .select('n.night', 'night')
    .addSelect('COUNT(*)', 'sold')
    .where('n.night >= :from AND n.night <= :to', range)
    .andWhere("b.status = 'confirmed'")
    .groupBy('n.night')
    .getRawMany<{ night: string; sold: number | string }>();
  for (const row of rows) figures.count(figures.nightsSoldOn, String(row.night).slice(0, 10), Number(row.sold));
}

/** Active rooms: each offers one night a day (as the rooms stand now, for every day shown). */
export function roomsOnSale(manager: EntityManager): Promise<number> {
  return manager.countBy(Room, { isActive: true });
}
