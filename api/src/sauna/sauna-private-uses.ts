import type { CalendarDate } from '@lakeside/contracts';
import { Between, IsNull, MoreThanOrEqual, Not, type EntityManager } from 'typeorm';
import { latestRows } from '../shared-resources/lock-shared-resource.js';
import type { PrivateUse, PrivateUseSource } from '../shared-resources/resource-use.js';
import { rangeFor } from '../shared-resources/time-range.js';
import { SaunaBooking } from './sauna-booking.entity.js';

/**
 * The sauna's side of the shared resource 'sauna': each private session holds the sauna from
 * its slot for the length the guest booked, until it is cancelled — a hold while the guest pays
 * too, until it expires unpaid.
 */
export const saunaPrivateUses: PrivateUseSource = {
  async between(
    manager: EntityManager,
    from: CalendarDate,
    to: CalendarDate | null,
    { latest = false }: { latest?: boolean } = {},
  ): Promise<PrivateUse[]> {
    const rows = await manager.find(SaunaBooking, {
      select: { id: true, sessionDate: true, timeSlot: true, duration: true },
      where: {
        sessionDate: to === null ? MoreThanOrEqual(from) : Between(from, to),
        cancelledAt: IsNull(),
        paymentStatus: Not('expired'),
      },
      order: { sessionDate: 'ASC', timeSlot: 'ASC' },
      ...(latest ? latestRows(manager) : {}),
    });
    return rows.map((row) => ({
      bookingId: row.id,
      date: row.sessionDate,
      time: row.timeSlot,
      range: rangeFor(row.sessionDate, row.timeSlot, row.duration),
    }));
  },
};
