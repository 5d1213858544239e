/** Room nights sold per day (rows of `room_nights` owned by confirmed stays) and the rooms on sale. */
import type { CalendarDate, DayRange } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { Room } from '../rooms/room.entity.js';
import { RoomNight } from '../rooms/room-night.entity.js';

export interface RoomNightCounts {
  soldOn: ReadonlyMap<CalendarDate, number>;
  /** Active rooms: each offers one night a day. */
  rooms: number;
}

export async function roomNightCounts(manager: EntityManager, range: DayRange): Promise<RoomNightCounts> {
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
  const rooms = await manager.countBy(Room, { isActive: true });
  return { soldOn: new Map(rows.map((row) => [String(row.night).slice(0, 10), Number(row.sold)])), rooms };
}
