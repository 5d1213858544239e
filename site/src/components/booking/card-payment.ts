/**
 * The card payment a guest left for on Recurrente's hosted page (a room, event tickets or a
 * sauna session), remembered in this tab so that /booking/return can name what was booked and,
 * if they gave up, send them back to the same checkout while their place is still held. The
 * order id and the kind of booking come back in the URL.
 */
const KEY = 'lakeside.card-payment';

export interface PendingCardPayment {
  orderId: string;
  /** Recurrente's page for this checkout. */
  approvalUrl: string;
  /** When the held nights or place are released (ISO instant). */
  holdExpiresAt: string;
  /** What was booked as the guest chose it: the room's or the event's name; null where the kind says it (sauna). */
  booked: string | null;
  /** The page the guest paid from, to start again from. */
  startedFrom: string;
}

export function rememberCardPayment(payment: PendingCardPayment): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(payment));
  } catch {
    // Private mode or storage full: the return page still confirms from the URL alone.
  }
}

/** The remembered payment for `orderId`, or null (another tab, another order, nothing stored). */
export function pendingCardPayment(orderId: string): PendingCardPayment | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingCardPayment | null;
    return stored?.orderId === orderId ? stored : null;
  } catch {
    return null;
  }
}
