/**
 * Replies of the API to the guest forms as the contracts type them (libs/contracts/src/replies),
 * complete with every field, built from what the form sent: the site parses every reply with
 * its contract, so a fake that answers half a reply would fail where the real API does not.
 */
import type {
  EventBookingReply,
  FormReceiptReply,
  OrderReply,
  SaunaBookedReply,
  SubscriptionReply,
} from '@lakeside/contracts';

const NOW = '2026-11-24T15:00:00.000Z';

/** POST /api/contact and POST /api/volunteer-applications. */
export const formReceipt = (id: number, emailSent = true): FormReceiptReply => ({ id, emailSent });

/** POST /api/mailing-list. */
export const subscription = (emailSent = true): SubscriptionReply => ({ subscribed: true, emailSent });

/** POST /api/sauna-bookings for the form's body (parsed JSON), priced as sent. */
export function saunaBooked(id: number, sent: Record<string, unknown>): SaunaBookedReply {
  const text = (name: string) => {
    const value = sent[name];
    return typeof value === 'string' ? value : null;
  };
  return {
    id,
    reference: `S-TEST-${String(id).padStart(4, '0')}`,
    sessionDate: text('sessionDate') ?? '2026-12-01',
    timeSlot: text('timeSlot') ?? '09:00',
    duration: Number(sent.duration ?? 60),
    guestName: text('guestName') ?? '',
    email: text('email') ?? '',
    phone: text('phone'),
    notes: text('notes'),
    totalPrice: text('totalPrice') ?? '15.00',
    taxes: [],
    taxIncluded: '0.00',
    taxAdded: '0.00',
    currency: 'USD',
    language: text('language') ?? 'en',
    paymentStatus: 'pay_at_retreat',
    paymentProvider: null,
    paypalOrderId: null,
    createdAt: NOW,
    emailSent: true,
  };
}

/** POST /api/event-bookings for the dialog's body (parsed JSON). */
export function eventBooked(id: number, sent: Record<string, unknown>): EventBookingReply {
  const text = (name: string) => {
    const value = sent[name];
    return typeof value === 'string' ? value : null;
  };
  const startsAt = text('selectedDateTime');
  return {
    id,
    reference: `E-TEST-${String(id).padStart(4, '0')}`,
    eventId: null,
    sessionId: 1,
    guestName: text('guestName') ?? '',
    email: text('email') ?? '',
    phone: text('phone') ?? '',
    numberOfTickets: Number(sent.numberOfTickets ?? 1),
    selectedTimeSlot: text('selectedTimeSlot'),
    selectedDateTime: startsAt && new Date(startsAt).toISOString(),
    totalAmount: text('totalAmount') ?? '0.00',
    taxes: [],
    taxIncluded: '0.00',
    taxAdded: '0.00',
    currency: 'USD',
    language: text('language') ?? 'en',
    paymentStatus: 'confirmed',
    paymentProvider: null,
    paypalOrderId: null,
    createdAt: NOW,
    emailSent: true,
  };
}

/** POST /api/restaurant/orders: the order as placed, its number the guest is shown. */
export function placedOrder(id: number, orderNumber: string): OrderReply {
  return {
    id,
    orderNumber,
    clientOrderId: null,
    source: 'guest',
    orderType: 'dine_in',
    status: 'pending',
    customerName: 'Guest',
    customerPhone: null,
    customerEmail: null,
    roomNumber: null,
    tableNumber: '4',
    specialInstructions: null,
    subtotal: '45.00',
    taxAmount: '0.00',
    taxIncluded: '0.00',
    serviceCharge: '0.00',
    discountAmount: '0.00',
    totalAmount: '45.00',
    currency: 'Q',
    paymentStatus: 'pending',
    paymentMethod: null,
    paidCurrency: null,
    paidAmount: null,
    paidAt: null,
    estimatedTime: 15,
    orderTime: NOW,
    confirmedAt: null,
    readyAt: null,
    servedAt: null,
    items: [],
  };
}
