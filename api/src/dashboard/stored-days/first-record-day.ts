/** The first retreat day any record the dashboard sums falls on: where stored days begin. */
import { addDays, type CalendarDate } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { EventSession } from '../../events/event-session.entity.js';
import { Expense } from '../../finance/expense.entity.js';
import { RestaurantOrder } from '../../restaurant/restaurant-order.entity.js';
import { RoomBooking } from '../../rooms/room-booking.entity.js';
import { SaunaBooking } from '../../sauna/sauna-booking.entity.js';

export async function firstRecordDay(manager: EntityManager): Promise<CalendarDate | undefined> {
  const earliest = async (entity: Parameters<EntityManager['getRepository']>[0], column: string) =>
    (
      await manager.getRepository(entity).createQueryBuilder('r').select(`MIN(r.${column})`, 'first').getRawOne<{
        first: string | Date | null;
      }>()
    )?.first ?? null;
  const firstOrder = await earliest(RestaurantOrder, 'orderTime');
  const days = [
    // The UTC day of the first order, or the retreat day before it (UTC-6): a day early is an empty day.
    firstOrder ? addDays(new Date(firstOrder).toISOString().slice(0, 10), -1) : null,
    await earliest(RoomBooking, 'checkinDate'),
    await earliest(EventSession, 'sessionDate'),
    await earliest(SaunaBooking, 'sessionDate'),
    await earliest(Expense, 'expenseDate'),
  ]
    .filter((day): day is string | Date => day !== null)
    .map((day) => String(day).slice(0, 10));
  return days.sort()[0];
}
