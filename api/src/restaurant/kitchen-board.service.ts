import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { KitchenBoardReply, KitchenPriority, KitchenStationReply, KitchenStatus } from '@lakeside/contracts';
import { In, type DataSource } from 'typeorm';
import { KitchenQueueItem } from './kitchen-queue-item.entity.js';
import { KitchenStation } from './kitchen-station.entity.js';
import { toTicketView, TICKET_VIEW_RELATIONS } from './kitchen-ticket-view.js';
import { RestaurantError } from './restaurant-errors.js';

/** Tickets still on a kitchen screen: ready ones stay until a runner serves them. */
export const OPEN_TICKET_STATUSES: readonly KitchenStatus[] = ['pending', 'preparing', 'ready'];

const PRIORITY_RANK: Record<KitchenPriority, number> = { urgent: 0, high: 1, normal: 2, low: 3 };

/** GET /api/restaurant/kitchen: open tickets by station, most urgent then oldest first. */
@Injectable()
export class KitchenBoardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async board(stationId: number | undefined, now = new Date()): Promise<KitchenBoardReply> {
    const manager = this.dataSource.manager;
    const stations = await manager.find(KitchenStation, { order: { displayOrder: 'ASC', id: 'ASC' } });
    if (stationId !== undefined && !stations.some((station) => station.id === stationId)) {
      throw new RestaurantError('restaurant.stationNotFound');
    }
    const tickets = await manager.find(KitchenQueueItem, {
      where: { status: In([...OPEN_TICKET_STATUSES]), ...(stationId === undefined ? {} : { stationId }) },
      relations: TICKET_VIEW_RELATIONS,
    });
    const views = tickets
      .map((ticket) => toTicketView(ticket, now))
      .sort(
        (a, b) =>
          PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
          a.orderTime.localeCompare(b.orderTime) ||
          a.queueId - b.queueId,
      );
    const groups: KitchenStationReply[] = stations
      // Every active station shows, empty or not; one switched off shows while it still has tickets.
      .filter(
        (station) =>
          (stationId === undefined ? station.isActive : station.id === stationId) ||
          views.some((t) => t.stationId === station.id),
      )
      .map((station) => ({
        id: station.id,
        name: station.name,
        tickets: views.filter((t) => t.stationId === station.id),
      }));
    const unrouted = views.filter((ticket) => ticket.stationId === null);
    if (unrouted.length) groups.push({ id: null, name: 'Unassigned', tickets: unrouted });
    return { generatedAt: now.toISOString(), stations: groups };
  }
}
