import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { KitchenPriority, KitchenStatus } from '@lakeside/contracts';
import { CreatedAt, LongTextColumn, TextColumn, TimestampColumn, UpdatedAt } from '../database/columns.js';
import { StaffMember } from '../staff/staff-member.entity.js';
import { KitchenStation } from './kitchen-station.entity.js';
import { OrderItem } from './order-item.entity.js';

/** An order line waiting for, or being made at, a kitchen station (`kitchen_queue`). */
@Entity('kitchen_queue')
@Index('IDX_kitchen_queue_orderItemId', ['orderItemId'])
@Index('IDX_kitchen_queue_station_status', ['stationId', 'status'])
@Index('IDX_kitchen_queue_status', ['status'])
@Index('IDX_kitchen_queue_assignedStaffId', ['assignedStaffId'])
export class KitchenQueueItem {
  @PrimaryGeneratedColumn()
  id: number;

  /** The queue entry belongs to its order line and goes with it (CASCADE). */
  @Column({ type: 'int' })
  orderItemId: number;

  @ManyToOne(() => OrderItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderItemId', foreignKeyConstraintName: 'FK_kitchen_queue_orderItemId' })
  orderItem: Relation<OrderItem>;

  /** Null until routed to a station, or after the station is deleted (SET NULL). */
  @Column({ type: 'int', nullable: true })
  stationId: number | null;

  @ManyToOne(() => KitchenStation, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'stationId', foreignKeyConstraintName: 'FK_kitchen_queue_stationId' })
  station: Relation<KitchenStation> | null;

  @Column({ type: 'int', nullable: true })
  assignedStaffId: number | null;

  @ManyToOne(() => StaffMember, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignedStaffId', foreignKeyConstraintName: 'FK_kitchen_queue_assignedStaffId' })
  assignedStaff: Relation<StaffMember> | null;

  @TextColumn(10, { default: 'normal' })
  priority: KitchenPriority;

  @TextColumn(20, { default: 'pending' })
  status: KitchenStatus;

  /** Minutes the station expects to need. */
  @Column({ type: 'int', nullable: true })
  estimatedTime: number | null;

  /** Minutes it took, from startedAt to completedAt. */
  @Column({ type: 'int', nullable: true })
  actualTime: number | null;

  @TimestampColumn({ nullable: true })
  startedAt: Date | null;

  @TimestampColumn({ nullable: true })
  completedAt: Date | null;

  @LongTextColumn({ nullable: true })
  notes: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
