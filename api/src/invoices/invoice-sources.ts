/**
 * What an invoice bills, read from its sale: a room stay's folio or a paid restaurant order —
 * the lines as sold, the taxes the sale stored (never recomputed), the guest, and whether and
 * how it was paid. A stay's folio is its nights and the meals charged to its room
 * (folio_charges); an order paid at the till is invoiced as its own order.
 */
import {
  compareMoney,
  CONSUMIDOR_FINAL,
  CONSUMIDOR_FINAL_NAME,
  fromCents,
  nightsBetween,
  subtractMoney,
  taxesPerRule,
  toCents,
  type CreateInvoiceRequest,
  type Currency,
  type InvoiceBookingType,
  type InvoiceLine,
  type Language,
  type TaxLineReply,
} from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { retreatToday } from '../common/time/retreat-clock.js';
import { DESK_PROVIDER, paymentsOf } from '../payments/booking-payments.js';
import { stayBalance } from '../folio/folio-balance.js';
import { mealLines } from '../folio/folio-invoice-lines.js';
import { OrderItem } from '../restaurant/order-item.entity.js';
import { RestaurantOrder } from '../restaurant/restaurant-order.entity.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { Room } from '../rooms/room.entity.js';
import { soldTaxes } from '../taxes/tax-lines.js';
import { InvoiceError } from './invoice-errors.js';

export interface InvoiceSource {
  bookingType: InvoiceBookingType;
  bookingId: number;
  sourceReference: string;
  buyerName: string;
  buyerNit: string;
  email: string | null;
  language: Language;
  currency: Currency;
  lines: InvoiceLine[];
  taxes: TaxLineReply[];
  /** How and on which retreat day it was paid; null while money is still due. */
  payment: { method: string; date: string } | null;
}

const WORDS = {
  en: { night: 'night', nights: 'nights' },
  es: { night: 'noche', nights: 'noches' },
} as const;

/** The sale a create request names; 404 when there is none, 409 when it cannot be invoiced. */
export async function invoiceSource(manager: EntityManager, request: CreateInvoiceRequest): Promise<InvoiceSource> {
  const source =
    request.source === 'room'
      ? await stayFolio(manager, request.reference)
      : await paidOrder(manager, request.orderNumber);
  return {
    ...source,
    buyerName: request.buyerName ?? source.buyerName,
    buyerNit: request.buyerNit ?? CONSUMIDOR_FINAL,
    language: request.language ?? source.language,
  };
}

/** The same sale read again (marking an invoice paid): null when it is gone. */
export async function currentSource(
  manager: EntityManager,
  bookingType: string | null,
  sourceReference: string | null,
): Promise<InvoiceSource | null> {
  if (!sourceReference) return null;
  if (bookingType === 'room') return stayFolio(manager, sourceReference).catch(() => null);
  if (bookingType === 'restaurant') return paidOrder(manager, sourceReference).catch(() => null);
  return null;
}

async function stayFolio(manager: EntityManager, reference: string): Promise<InvoiceSource> {
  const booking = await manager.findOneBy(RoomBooking, { reference: reference.toUpperCase() });
  if (!booking) throw new InvoiceError('invoices.sourceNotFound');
  if (booking.status !== 'confirmed') throw new InvoiceError('invoices.sourceNotInvoiceable');
  const language: Language = booking.language === 'es' ? 'es' : 'en';
  const room = await manager.findOneBy(Room, { id: booking.roomType });
  const roomName = (language === 'es' ? room?.nameEs : null) || room?.name || booking.roomType;
  const taxes = soldTaxes(booking);
  // The nights at their rates: the stay's price before the added taxes (totalPrice includes them).
  const stayPrice = subtractMoney(booking.totalPrice, taxes.taxAdded);
  const nights = nightsBetween(booking.checkinDate, booking.checkoutDate);
  const words = WORDS[language];
  const stay = `${roomName}, ${booking.checkinDate} – ${booking.checkoutDate}`;
  // Quantity in nights at an even rate; a stay over rate periods of different prices is one line of its sum.
  const even = nights > 0 && toCents(stayPrice) % nights === 0;
  const lines: InvoiceLine[] = [
    even
      ? {
          description: `${stay} (${words.nights})`,
          quantity: nights,
          unitPrice: fromCents(toCents(stayPrice) / nights),
        }
      : {
          description: `${stay} (${nights} ${nights === 1 ? words.night : words.nights})`,
          quantity: 1,
          unitPrice: stayPrice,
        },
  ];
  // The meals charged to the room, beside the nights: the folio the guest pays.
  const meals = await mealLines(manager, booking.id, language);
  lines.push(...meals.lines);
  const payments = await paymentsOf(manager, { kind: 'room', id: booking.id });
  const capture = payments.findLast((row) => row.kind === 'capture' && row.status === 'completed');
  const paid = capture && compareMoney((await stayBalance(manager, booking)).balanceDue, '0') === 0;
  return {
    bookingType: 'room',
    bookingId: booking.id,
    sourceReference: booking.reference,
    buyerName: booking.guestName,
    buyerNit: CONSUMIDOR_FINAL,
    email: booking.email,
    language,
    currency: booking.currency === 'Q' ? 'Q' : 'USD',
    lines,
    taxes: taxesPerRule([taxes.taxes, meals.taxes]),
    payment: paid
      ? {
          method: capture.provider === DESK_PROVIDER ? (capture.providerReference ?? DESK_PROVIDER) : capture.provider,
          date: retreatToday(capture.createdAt),
        }
      : null,
  };
}

async function paidOrder(manager: EntityManager, orderNumber: string): Promise<InvoiceSource> {
  const order = await manager.findOneBy(RestaurantOrder, { orderNumber: orderNumber.toUpperCase() });
  if (!order) throw new InvoiceError('invoices.sourceNotFound');
  if (order.paymentStatus !== 'paid' || order.status === 'cancelled') {
    throw new InvoiceError('invoices.sourceNotInvoiceable');
  }
  const items = await manager.find(OrderItem, {
    where: { orderId: order.id },
    relations: { menuItem: true },
    order: { id: 'ASC' },
  });
  return {
    bookingType: 'restaurant',
    bookingId: order.id,
    sourceReference: order.orderNumber,
    // A table order may have been placed with no name: the invoice goes to the final consumer.
    buyerName: order.customerName || CONSUMIDOR_FINAL_NAME,
    buyerNit: CONSUMIDOR_FINAL,
    email: order.customerEmail,
    language: 'en',
    currency: order.currency,
    lines: items.map((item) => ({
      description: item.menuItem.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
    taxes: taxesPerRule(items.map((item) => soldTaxes(item).taxes)),
    payment: { method: order.paymentMethod ?? 'cash_gtq', date: retreatToday(order.paidAt ?? order.updatedAt) },
  };
}
