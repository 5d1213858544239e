import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAt, MoneyColumn, TextColumn, TimestampColumn } from '../database/columns.js';
import { exchangeRateTransformer } from '../exchange-rates/exchange-rate-column.js';

/**
 * A restaurant order charged to a room stay (`folio_charges`): the stay's folio is its nights
 * plus these, less its payments. Written once per order (the unique key), in the transaction
 * that marks the order charged and posts it to the receivable; settled by the stay's payment
 * that covered it, never edited otherwise.
 */
@Entity('folio_charges')
@Unique('UQ_folio_charges_orderId', ['orderId'])
@Index('IDX_folio_charges_roomBookingId', ['roomBookingId'])
@Index('IDX_folio_charges_settledByPaymentId', ['settledByPaymentId'])
export class FolioCharge {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  roomBookingId: number;

  @Column({ type: 'int' })
  orderId: number;

  /** The stay's currency, which `amount` is in (USD for every stay sold today). */
  @TextColumn(3)
  currency: string;

  /** The meal's value in the stay's currency: quetzales ÷ exchangeRate, half away from zero. */
  @MoneyColumn()
  amount: string;

  /** The order's total in quetzales, as sold (taxes included). */
  @MoneyColumn()
  quetzales: string;

  /** Its tax in quetzales, as the order stored it. */
  @MoneyColumn()
  taxQuetzales: string;

  /** Quetzales per dollar used for `amount`, the day's rate; null for a stay in quetzales. */
  @Column({ type: 'decimal', precision: 10, scale: 4, nullable: true, transformer: exchangeRateTransformer })
  exchangeRate: string | null;

  @TimestampColumn()
  chargedAt: Date;

  @Column({ type: 'int', nullable: true })
  chargedById: number | null;

  /** The booking_payments capture that paid it; null while the guest owes it. */
  @Column({ type: 'int', nullable: true })
  settledByPaymentId: number | null;

  @CreatedAt()
  createdAt: Date;
}
