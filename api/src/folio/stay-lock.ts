import { type EntityManager } from 'typeorm';
import { RoomBooking } from '../rooms/room-booking.entity.js';

/**
 * Takes the stay's row lock for the rest of the transaction: an UPDATE that changes nothing the
 * guest sees (updatedAt). On MariaDB a second transaction charging a meal to or paying the same
 * stay waits here until the first commits, then reads its folio as the first left it; on SQLite
 * write transactions already run one at a time. True when the stay exists.
 */
export async function lockStay(manager: EntityManager, bookingId: number): Promise<boolean> {
  const result = await manager.update(RoomBooking, { id: bookingId }, { updatedAt: new Date() });
  return (result.affected ?? 0) > 0;
}
