import type { BookingKind } from '@lakeside/contracts';
import type { PaymentProviderName, ReturnUrls } from './payment-provider.js';

/** What a hosted checkout's return URLs name: the provider, the order, and the kind of booking it pays for. */
export interface ReturnTo {
  provider: PaymentProviderName;
  /** The guest's language: Spanish returns to /es/…. */
  language: string;
  /** The provider's order id; empty before the provider has given one. */
  orderId: string;
  /** Rooms are the page's default and are not named; a session names its kind, whose capture route confirms it. */
  kind: BookingKind;
  /** Paying what this booking (its reference) has left to pay: the return page confirms through the balance capture. */
  balanceOf?: string;
}

/**
 * The site's page a hosted checkout (Recurrente) sends the guest back to, in the guest's
 * language, for every kind of booking: /booking/return confirms through the kind's capture
 * route; cancelled (`cancelled=1`), it offers the same checkout again while the hold lasts.
 */
export function siteReturnUrls(
  siteOrigin: string,
  { provider, language, orderId, kind, balanceOf }: ReturnTo,
): ReturnUrls {
  const prefix = language === 'es' ? '/es' : '';
  const page = new URL(`${prefix}/booking/return`, siteOrigin);
  page.searchParams.set('provider', provider);
  if (orderId) page.searchParams.set('order', orderId);
  if (kind !== 'room') page.searchParams.set('kind', kind);
  if (balanceOf) page.searchParams.set('balance', balanceOf);
  const cancel = new URL(page);
  cancel.searchParams.set('cancelled', '1');
  return { success: page.toString(), cancel: cancel.toString() };
}
