/**
 * The server's half of /booking/{reference}?t={token}: a cancellation POSTed by the page's
 * own form (it works with or without JavaScript: the page ships none for it) is forwarded
 * to the API with the token, and the booking is read to show. Runs in the page file's
 * frontmatter, which sets the status before the first byte goes out.
 */
import { guestCancellationSchema, managedBookingReply, type ManagedBookingReply } from '@lakeside/contracts';
import type { ServerSubmission } from '../forms/server-submission';
import { fetchManagedBooking } from '../../lib/api/managed-booking-server';
import { receiveGuestForm } from '../../lib/forms/receive-guest-form';

export type ManagePage =
  | {
      kind: 'booking';
      booking: ManagedBookingReply;
      token: string;
      /** The outcome of a cancellation sent with this request; undefined when the page was opened. */
      cancellation?: ServerSubmission<ManagedBookingReply> | undefined;
    }
  /** The API's one answer for unknown, forged and expired links. */
  | { kind: 'missing' }
  /** The API could not answer: say so, and do not claim the booking is gone. */
  | { kind: 'unavailable' };

interface PageContext {
  request: Request;
  url: URL;
  clientAddress: string;
  params: { reference?: string | undefined };
}

export async function loadManagePage(page: PageContext): Promise<ManagePage> {
  const reference = page.params.reference ?? '';
  const token = page.url.searchParams.get('t') ?? '';
  const cancellation = await receiveGuestForm(page, {
    schema: guestCancellationSchema,
    endpoint: `/api/bookings/${encodeURIComponent(reference)}/cancel`,
    reply: managedBookingReply,
  });
  // The API answers a cancellation with the booking as it now stands: no second read.
  if (cancellation?.ok) return { kind: 'booking', booking: cancellation.reply, token, cancellation };
  const lookup = await fetchManagedBooking(reference, token);
  if (!lookup.ok) return { kind: lookup.missing ? 'missing' : 'unavailable' };
  return { kind: 'booking', booking: lookup.data, token, cancellation };
}

/** The page's HTTP status: a dead link is a real 404, an API outage a 503. */
export function statusOf(page: ManagePage): number {
  return page.kind === 'missing' ? 404 : page.kind === 'unavailable' ? 503 : 200;
}
