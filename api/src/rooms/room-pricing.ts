import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CalendarDate } from '@lakeside/contracts';
import { In, LessThan, MoreThanOrEqual, type DataSource } from 'typeorm';
import { activeTaxRules } from '../taxes/tax-rules.js';
import { stayPrice, type RatePeriodTerms, type StayPrice } from './room-price.js';
import { RoomRatePeriod } from './room-rate-period.entity.js';
import type { Room } from './room.entity.js';

type PricedRoom = Pick<Room, 'id' | 'pricePerNight' | 'currency'>;

/**
 * Brings the database's terms to the one pricing of a stay (room-price.ts): the rate periods
 * that touch the stay and the lodging tax rules, read once per request for every room priced,
 * then each room priced by the same synchronous `stayPrice`.
 */
@Injectable()
export class RoomPricing {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One room's stay. */
  async price(room: PricedRoom, checkin: CalendarDate, checkout: CalendarDate): Promise<StayPrice> {
    const [priced] = await this.prices([room], checkin, checkout);
    if (!priced) throw new Error(`Room ${room.id} was not priced`);
    return priced.price;
  }

  /** Several rooms' prices for one stay, each beside its room, in the rooms' order (the search). */
  async prices<R extends PricedRoom>(
    rooms: readonly R[],
    checkin: CalendarDate,
    checkout: CalendarDate,
  ): Promise<{ room: R; price: StayPrice }[]> {
    if (rooms.length === 0) return [];
    const manager = this.dataSource.manager;
    const [periods, taxes] = await Promise.all([
      manager.find(RoomRatePeriod, {
        // Periods holding any night from check-in to the night before check-out.
        where: {
          roomId: In(rooms.map((room) => room.id)),
          firstNight: LessThan(checkout),
          lastNight: MoreThanOrEqual(checkin),
        },
      }),
      activeTaxRules(manager, 'lodging'),
    ]);
    const byRoom = new Map<string, RatePeriodTerms[]>();
    for (const period of periods) byRoom.set(period.roomId, [...(byRoom.get(period.roomId) ?? []), period]);
    return rooms.map((room) => ({
      room,
      price: stayPrice(room, checkin, checkout, { periods: byRoom.get(room.id) ?? [], taxes }),
    }));
  }
}
