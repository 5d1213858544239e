/**
 * Order numbers: "R-" and the order's row id, zero-padded to 4 digits ("R-0142", then "R-10000").
 * The id comes from the database's auto-increment, which never hands out the same value twice
 * on either driver, so numbers are unique under any number of concurrent orders without a
 * counter row to contend on. The row is inserted with a provisional number (unique too, and
 * never seen outside the transaction) and renumbered before the transaction commits.
 * Numbers may skip where a transaction rolled back; they are labels, not a sequence to audit.
 */
import { randomBytes } from 'node:crypto';

export const ORDER_NUMBER_PREFIX = 'R-';

export function orderNumberFor(orderId: number): string {
  return `${ORDER_NUMBER_PREFIX}${String(orderId).padStart(4, '0')}`;
}

/** 20 characters, the column's limit: 'tmp-' + 64 random bits, so concurrent inserts never collide. */
export function provisionalOrderNumber(): string {
  return `tmp-${randomBytes(8).toString('hex')}`;
}
