import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import {
  CreatedAt,
  LongTextColumn,
  MoneyColumn,
  TextColumn,
  TimestampColumn,
  UpdatedAt,
} from '../../database/columns.js';

/**
 * A cashier's shift at a till (`till_sessions`): opened with the counted float, closed with the
 * counted cash. Payments point at it (restaurant_orders.tillSessionId). At most one session
 * per till is open: `openTill` holds the till's name while open and NULL once closed, under a
 * unique key, so two cashiers opening at once get one session and a 409.
 */
@Entity('till_sessions')
@Unique('UQ_till_sessions_openTill', ['openTill'])
@Index('IDX_till_sessions_till_openedAt', ['till', 'openedAt'])
export class TillSession {
  @PrimaryGeneratedColumn()
  id: number;

  /** Which drawer: 'restaurant' (RESTAURANT_TILL). */
  @TextColumn(20)
  till: string;

  /** The till's name while the session is open, NULL once closed (see the unique key above). */
  @TextColumn(20, { nullable: true })
  openTill: string | null;

  @TimestampColumn()
  openedAt: Date;

  /** admin_users.id and username of the cashier who opened it. */
  @Column({ type: 'int' })
  openedById: number;

  @TextColumn(100)
  openedByName: string;

  /** The float counted into the drawer, in quetzales and in dollars. */
  @MoneyColumn()
  floatGtq: string;

  @MoneyColumn()
  floatUsd: string;

  @LongTextColumn({ nullable: true })
  openingNote: string | null;

  /**
   * Payments taken in the session. Each payment raises it with a conditional UPDATE … WHERE
   * openTill IS NOT NULL, which also locks the row against a close running at the same time.
   */
  @Column({ type: 'int', default: 0 })
  paymentCount: number;

  @TimestampColumn({ nullable: true })
  closedAt: Date | null;

  @Column({ type: 'int', nullable: true })
  closedById: number | null;

  @TextColumn(100, { nullable: true })
  closedByName: string | null;

  /** The Z report's figures, frozen at the close: counted, expected (float + cash − change) and their difference. */
  @MoneyColumn({ nullable: true })
  countedGtq: string | null;

  @MoneyColumn({ nullable: true })
  countedUsd: string | null;

  @MoneyColumn({ nullable: true })
  expectedGtq: string | null;

  @MoneyColumn({ nullable: true })
  expectedUsd: string | null;

  /** counted − expected; negative when cash is missing. */
  @MoneyColumn({ nullable: true })
  differenceGtq: string | null;

  @MoneyColumn({ nullable: true })
  differenceUsd: string | null;

  @LongTextColumn({ nullable: true })
  closingNote: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
