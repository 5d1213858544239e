/**
 * The server's half of /booking/{reference}/dates?t=…&checkinDate=…&checkoutDate=…
 * (docs/requirements/policies.md#changing-dates): the quote for the dates the guest asked
 * about, and the move itself when the page's own confirm form is POSTed. A move that went
 * through sends the guest back to the booking page (POST-redirect-GET, so a reload never
 * moves the stay twice); one that did not shows the refusal beside a fresh quote.
 */
import { dateChangeSchema, managedBookingReply, type DateChangeQuoteReply, type ManagedBookingReply } from '@lakeside/contracts';
import type { ServerSubmission } from '../forms/server-submission';
import {
  fetchDateChangeQuote,
  fetchManagedBooking,
  type LinkRefusal,
} from '../../lib/api/managed-booking-server';
import { receiveGuestForm } from '../../lib/forms/receive-guest-form';
import { localizedPath } from '../../lib/i18n';
import type { Lang } from '../../lib/i18n/languages';

export interface AskedDates {
  checkinDate: string;
  checkoutDate: string;
}

export type DatesPage =
  | {
      kind: 'dates';
      booking: ManagedBookingReply;
      token: string;
      asked: AskedDates | null;
      quote: DateChangeQuoteReply | null;
      /** Why the dates could not be quoted or the move was refused. */
      refusal: LinkRefusal | null;
    }
  /** The move went through: back to the booking page, which says so. */
  | { kind: 'moved'; location: string }
  | { kind: 'missing' }
  | { kind: 'unavailable' };

interface PageContext {
  request: Request;
  url: URL;
  clientAddress: string;
  params: { reference?: string | undefined };
}

/** /booking/{reference}/dates, in the page's language. */
export function datesPagePath(reference: string, lang: Lang): string {
  return localizedPath(`/booking/${encodeURIComponent(reference)}/dates`, lang);
}

/** The booking page with its link's token; `changed` says a move just went through. */
export function bookingPagePath(reference: string, token: string, lang: Lang, changed = false): string {
  const query = new URLSearchParams({ t: token, ...(changed ? { changed: '1' } : {}) });
  return `${localizedPath(`/booking/${encodeURIComponent(reference)}`, lang)}?${query}#booking-status`;
}

export async function loadDatesPage(page: PageContext, lang: Lang): Promise<DatesPage> {
  const reference = page.params.reference ?? '';
  const token = page.url.searchParams.get('t') ?? '';
  const move: ServerSubmission<ManagedBookingReply> | undefined = await receiveGuestForm(page, {
    schema: dateChangeSchema,
    endpoint: `/api/bookings/${encodeURIComponent(reference)}/date-change`,
    reply: managedBookingReply,
  });
  if (move?.ok) return { kind: 'moved', location: bookingPagePath(reference, token, lang, true) };

  const lookup = await fetchManagedBooking(reference, token);
  if (!lookup.ok) return { kind: lookup.missing ? 'missing' : 'unavailable' };
  const asked = askedDates(move ? new URLSearchParams(move.values) : page.url.searchParams);
  const moveRefusal = move ? { code: move.code, message: move.message, params: move.params, fieldErrors: move.fieldErrors } : null;
  if (!asked || !lookup.data.canChangeDates) {
    return { kind: 'dates', booking: lookup.data, token, asked, quote: null, refusal: moveRefusal };
  }
  const quoted = await fetchDateChangeQuote(reference, token, asked);
  if (!quoted.ok && quoted.missing) return { kind: 'missing' };
  return {
    kind: 'dates',
    booking: lookup.data,
    token,
    asked,
    quote: quoted.ok ? quoted.data : null,
    // No refusal body: the API could not answer; the page says it could not quote.
    refusal: moveRefusal ?? (quoted.ok ? null : (quoted.refusal ?? { code: null, message: null, fieldErrors: [] })),
  };
}

/** The dates the guest asked about; null until both are there. */
function askedDates(source: URLSearchParams): AskedDates | null {
  const checkinDate = source.get('checkinDate') ?? '';
  const checkoutDate = source.get('checkoutDate') ?? '';
  return checkinDate && checkoutDate ? { checkinDate, checkoutDate } : null;
}

/** The page's HTTP status: a dead link is a real 404, an API outage a 503. */
export function datesPageStatus(page: DatesPage): number {
  return page.kind === 'missing' ? 404 : page.kind === 'unavailable' ? 503 : 200;
}
