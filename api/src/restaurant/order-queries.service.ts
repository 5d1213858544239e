import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, type FindOptionsWhere, type Repository } from 'typeorm';
import type { OrderListQuery } from './dto/staff-queries.schema.js';
import type { OrderReply } from '@lakeside/contracts';
import { ORDER_VIEW_RELATIONS, toOrderView } from './order-view.js';
import { RestaurantOrder } from './restaurant-order.entity.js';
import { RestaurantError } from './restaurant-errors.js';

/** Reads orders for the POS and kitchen lists, and for the reply to the guest who placed one. */
@Injectable()
export class OrderQueries {
  constructor(@InjectRepository(RestaurantOrder) private readonly orders: Repository<RestaurantOrder>) {}

  async get(id: number): Promise<OrderReply> {
    const order = await this.find({ id });
    if (!order) throw new RestaurantError('restaurant.orderNotFound');
    return order;
  }

  /** Newest first. */
  async list(query: OrderListQuery): Promise<OrderReply[]> {
    const where: FindOptionsWhere<RestaurantOrder> = {};
    if (query.status.length) where.status = In(query.status);
    if (query.since) where.orderTime = MoreThanOrEqual(query.since);
    const rows = await this.orders.find({
      where,
      relations: ORDER_VIEW_RELATIONS,
      order: { orderTime: 'DESC', id: 'DESC' },
      take: query.limit,
    });
    return rows.map(toOrderView);
  }

  private async find(where: FindOptionsWhere<RestaurantOrder>): Promise<OrderReply | null> {
    const order = await this.orders.findOne({ where, relations: ORDER_VIEW_RELATIONS });
    return order ? toOrderView(order) : null;
  }
}
