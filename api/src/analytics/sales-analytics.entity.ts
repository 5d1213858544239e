import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { AnalyticsPeriodType } from '@lakeside/contracts';
import { CreatedAt, DateOnlyColumn, JsonColumn, MoneyColumn, TextColumn, UpdatedAt } from '../database/columns.js';
import { MenuItem } from '../restaurant/menu-item.entity.js';

/** Orders and revenue of one slice of a breakdown (an order type or a payment method). */
export interface SalesBreakdownEntry {
  orders: number;
  /** Quetzales, 2-decimal string. */
  revenue: string;
}

/**
 * Restaurant sales summed over one period, recomputed from orders (a cache for the dashboard,
 * not a source of truth). One row per (analyticsDate, periodType).
 */
@Entity('sales_analytics')
@Unique('UQ_sales_analytics_date_period', ['analyticsDate', 'periodType'])
@Index('IDX_sales_analytics_topSellingItemId', ['topSellingItemId'])
export class SalesAnalytics {
  @PrimaryGeneratedColumn()
  id: number;

  /** First day of the period, 'yyyy-MM-dd' in the retreat's zone. */
  @DateOnlyColumn()
  analyticsDate: string;

  @TextColumn(10)
  periodType: AnalyticsPeriodType;

  @Column({ type: 'int', default: 0 })
  totalOrders: number;

  @MoneyColumn({ default: 0 })
  totalRevenue: string;

  @MoneyColumn({ default: 0 })
  averageOrderValue: string;

  /** Cleared if that dish is deleted (SET NULL); the figures stay. */
  @Column({ type: 'int', nullable: true })
  topSellingItemId: number | null;

  @ManyToOne(() => MenuItem, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'topSellingItemId', foreignKeyConstraintName: 'FK_sales_analytics_topSellingItemId' })
  topSellingItem: Relation<MenuItem> | null;

  @Column({ type: 'int', nullable: true })
  topSellingItemQuantity: number | null;

  @Column({ type: 'int', default: 0 })
  totalCustomers: number;

  @Column({ type: 'int', default: 0 })
  newCustomers: number;

  /** Hour of day (0–23, retreat's zone) with the most orders. */
  @Column({ type: 'int', nullable: true })
  peakHour: number | null;

  /** Keyed by order type: dine_in, takeaway, delivery, room_service. */
  @JsonColumn({ nullable: true })
  orderTypeBreakdown: Record<string, SalesBreakdownEntry> | null;

  /** Keyed by payment method. */
  @JsonColumn({ nullable: true })
  paymentMethodBreakdown: Record<string, SalesBreakdownEntry> | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
