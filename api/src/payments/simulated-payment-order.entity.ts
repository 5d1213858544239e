import { Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAt, MoneyColumn, TextColumn, TimestampColumn } from '../database/columns.js';

/**
 * An order of the simulated provider. In the database rather than in memory, so that an order
 * created through one API instance can be captured through another, or after a restart.
 */
@Entity('simulated_payment_orders')
export class SimulatedPaymentOrder {
  /** SIMULATED-<uuid>. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  /** The caller's idempotency key: the same key returns the same order. */
  @Index({ unique: true })
  @TextColumn(191)
  requestId: string;

  @MoneyColumn()
  amount: string;

  @TextColumn(3)
  currency: string;

  /** Set by the first capture; later captures return the same result. */
  @TimestampColumn({ nullable: true })
  capturedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
