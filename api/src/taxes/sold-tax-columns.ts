import type { TaxLineReply } from '@lakeside/contracts';
import { JsonColumn, MoneyColumn } from '../database/columns.js';

/**
 * The taxes a sale was sold with — a booking, an order line — declared once: the lines (name,
 * rate, included or added, amount: tax-lines.ts) and their sums, never recomputed. Null on sales
 * made before taxes were recorded (soldTaxes reads them as none).
 */
export abstract class SoldTaxColumns {
  @JsonColumn({ nullable: true })
  taxes: TaxLineReply[] | null;

  /** The part of the price the included taxes are. */
  @MoneyColumn({ nullable: true })
  taxIncluded: string | null;

  /** The taxes added on top of the price, part of what the guest pays. */
  @MoneyColumn({ nullable: true })
  taxAdded: string | null;
}
