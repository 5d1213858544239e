/**
 * Indexes for three busy years of data (bench/scale.mjs): 150,000 orders and 500,000 order
 * lines made the console's sorted, filtered grids sort the whole table for every page, and
 * the availability search scan every sold night. Each index serves one read:
 * - room_nights (night): the availability search asks which rooms have a night in a date range;
 *   the unique (roomId, night) key cannot serve a range on its second column.
 * - (status, orderTime) on orders, (status, createdAt) on order lines, (paymentStatus, createdAt)
 *   on event bookings: a grid filtered by status and sorted by time reads one page of the
 *   index instead of sorting every matching row. The orders' (status) index is a prefix of the
 *   new one, so it goes.
 * - createdAt on orders, order lines and event bookings: the console opens these read-only
 *   grids newest first.
 * Schema builder: one file, both drivers.
 */
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const INDEXES: Array<[table: string, name: string, columns: string[]]> = [
  ['room_nights', 'IDX_room_nights_night', ['night']],
  ['restaurant_orders', 'IDX_restaurant_orders_status_orderTime', ['status', 'orderTime']],
  ['restaurant_orders', 'IDX_restaurant_orders_createdAt', ['createdAt']],
  ['order_items', 'IDX_order_items_status_createdAt', ['status', 'createdAt']],
  ['order_items', 'IDX_order_items_createdAt', ['createdAt']],
  ['event_bookings', 'IDX_event_bookings_paymentStatus_createdAt', ['paymentStatus', 'createdAt']],
  ['event_bookings', 'IDX_event_bookings_createdAt', ['createdAt']],
];

const ordersStatus = () => new TableIndex({ name: 'IDX_restaurant_orders_status', columnNames: ['status'] });

export class ScaleIndexes1763800800000 implements MigrationInterface {
  name = 'ScaleIndexes1763800800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name, columnNames] of INDEXES) {
      await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
    }
    await queryRunner.dropIndex('restaurant_orders', ordersStatus());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('restaurant_orders', ordersStatus());
    for (const [table, name] of INDEXES.toReversed()) await queryRunner.dropIndex(table, name);
  }
}
