/**
 * The card payment a guest left for on Recurrente's hosted page, remembered in this tab so
 * that /booking/return can name the room and, if they gave up, send them back to the same
 * checkout while their dates are still held. The order id itself comes back in the URL.
 */
const KEY = 'lakeside.card-payment';

export interface PendingCardPayment {
  orderId: string;
  /** Recurrente's page for this checkout. */
  approvalUrl: string;
  /** When the held nights are released (ISO instant). */
  holdExpiresAt: string;
  roomName: string;
  /** The room's booking page, to start again from. */
  roomPath: string;
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
