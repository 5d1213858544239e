import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { summarizeDay, type CalendarDate, type DailySummary } from '@lakeside/contracts';
import { And, LessThan, MoreThanOrEqual, type Repository } from 'typeorm';
import { RETREAT_TIME_ZONE } from '../common/time/retreat-clock.js';
import { RestaurantOrder } from './restaurant-order.entity.js';
import { retreatDayWindow } from './retreat-day.js';

export interface DailySummaryReply extends DailySummary {
  date: CalendarDate;
  timeZone: typeof RETREAT_TIME_ZONE;
  /** The instants the day covers, [from, to). */
  from: Date;
  to: Date;
}

/** GET /api/restaurant/summary: one retreat day's orders, summed in code so the sums are exact on both drivers. */
@Injectable()
export class DailySummaryService {
  constructor(@InjectRepository(RestaurantOrder) private readonly orders: Repository<RestaurantOrder>) {}

  async summary(date: CalendarDate): Promise<DailySummaryReply> {
    const { from, to } = retreatDayWindow(date);
    const orders = await this.orders.find({
      where: { orderTime: And(MoreThanOrEqual(from), LessThan(to)) },
      relations: { items: { menuItem: true } },
    });
    const summary = summarizeDay(
      orders.map((order) => ({
        ...order,
        lines: order.items.map((line) => ({
          menuItemId: line.menuItemId,
          name: line.menuItem.name,
          quantity: line.quantity,
          totalPrice: line.totalPrice,
        })),
      })),
    );
    return { date, timeZone: RETREAT_TIME_ZONE, from, to, ...summary };
  }
}
