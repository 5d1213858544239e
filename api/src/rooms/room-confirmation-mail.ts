import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CHECK_IN_WINDOW,
  CHECK_OUT_WINDOW,
  localized,
  nightsBetween,
  PAY_AT_RETREAT,
  REFUND_BUSINESS_DAYS,
  type Language,
} from '@lakeside/contracts';
import { ManageLinks, manageUrl } from '../bookings/manage-links.js';
import { checkInHours } from '../mail/house-hours.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { CalendarAttachment, CalendarEntry } from '../mail/calendar-invite.js';
import { BOOKING_POLICY_NOTES, renderMail } from '../mail/mail-layout.js';
import { MailService } from '../mail/mail.service.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import { taxDetails } from '../taxes/tax-details.js';
import type { RoomBooking } from './room-booking.entity.js';
import type { Room } from './room.entity.js';

type ConfirmedStay = Pick<
  RoomBooking,
  | 'id'
  | 'reference'
  | 'checkinDate'
  | 'checkoutDate'
  | 'guests'
  | 'guestName'
  | 'email'
  | 'totalPrice'
  | 'currency'
  | 'language'
> & {
  paypalOrderId: string | null;
  paymentProvider?: string;
  calendarSequence?: number | null;
  /** The lodging taxes as sold; absent or null for a booking sold before they were recorded. */
  taxes?: RoomBooking['taxes'];
};

const WORDS = {
  en: {
    subject: (room: string) => `Your stay at Lakeside is confirmed — ${room}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: 'Thank you for booking with us. Your payment has been received and your room is reserved.',
    introPayAtRetreat: 'Thank you for booking with us. Your room is reserved; you pay at the retreat when you arrive.',
    calendar: 'The attached calendar invite holds your arrival and departure.',
    room: 'Room',
    checkin: 'Check-in',
    checkout: 'Check-out',
    nights: 'Nights',
    guests: 'Guests',
    total: 'Total paid',
    totalDue: 'Total due at the retreat',
    reference: 'Booking reference',
    payment: 'Payment reference',
    by: 'by',
    inviteTitle: (room: string) => `Stay at Lakeside — ${room}`,
    manage: 'See, change or cancel your booking',
    changedSubject: (reference: string) => `Your booking ${reference} has new dates`,
    changedIntro: 'Your stay has been changed. Here it is as it stands now.',
    changedCalendar: 'The attached calendar invite replaces the one you had.',
    newTotal: 'New total',
    refunded: (amount: string) =>
      `We are refunding the difference, ${amount}, to the card or account you paid with; it reaches you within ${REFUND_DAYS} business days.`,
    toPay: (amount: string) =>
      `The new dates cost ${amount} more, which you pay at the retreat when you arrive.`,
  },
  es: {
    subject: (room: string) => `Su estancia en Lakeside está confirmada — ${room}`,
    greeting: (name: string) => `Hola ${name},`,
    intro: 'Gracias por su reserva. Hemos recibido su pago y su habitación está reservada.',
    introPayAtRetreat: 'Gracias por su reserva. Su habitación está reservada; pagará en el retiro a su llegada.',
    calendar: 'La invitación de calendario adjunta incluye su llegada y su salida.',
    room: 'Habitación',
    checkin: 'Llegada',
    checkout: 'Salida',
    nights: 'Noches',
    guests: 'Huéspedes',
    total: 'Total pagado',
    totalDue: 'Total a pagar en el retiro',
    reference: 'Referencia de la reserva',
    payment: 'Referencia del pago',
    by: 'hasta las',
    inviteTitle: (room: string) => `Estancia en Lakeside — ${room}`,
    manage: 'Ver, cambiar o cancelar su reserva',
    changedSubject: (reference: string) => `Su reserva ${reference} tiene nuevas fechas`,
    changedIntro: 'Su estancia ha cambiado. Así queda ahora.',
    changedCalendar: 'La invitación de calendario adjunta reemplaza la que tenía.',
    newTotal: 'Nuevo total',
    refunded: (amount: string) =>
      `Le devolvemos la diferencia, ${amount}, a la tarjeta o cuenta con la que pagó; le llegará en ${REFUND_DAYS} días hábiles.`,
    toPay: (amount: string) =>
      `Las nuevas fechas cuestan ${amount} más, que paga en el retiro a su llegada.`,
  },
} as const;

const REFUND_DAYS = `${REFUND_BUSINESS_DAYS.min}–${REFUND_BUSINESS_DAYS.max}`;

/** What a change of the stay did to its money, for the change mail. */
export interface StayChangeMoney {
  /** Given back through the provider; '0.00' for none. */
  refunded: string;
  /** Left to pay; '0.00' for nothing. */
  toPay: string;
}

/** A calendar date in the guest's language: "Tuesday, December 1, 2026" / "martes, 1 de diciembre de 2026". */
function longDate(date: string, language: Language): string {
  // Noon UTC of that date: the day is the same in every zone the formatter could use.
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** The room as the mail names it, in the guest's language when it has a Spanish name. */
export type MailedRoom = Pick<Room, 'name'> & Partial<Pick<Room, 'nameEs'>>;

function asLanguage(value: string): Language {
  return value === 'es' ? 'es' : 'en';
}

/**
 * The confirmation of a room booking, in the guest's language: the stay, the amount paid
 * (or due on arrival, for a booking staff took at the desk), the accommodation policies,
 * and an .ics from check-in (15:00) to check-out (11:00). With `change`, the same mail says
 * the stay was changed and what that did to the money, and its .ics carries the booking's
 * newer SEQUENCE, so the guest's calendar replaces the entry it holds.
 */
export function roomConfirmationMail(
  booking: ConfirmedStay,
  room: MailedRoom,
  manageLink: string,
  change?: StayChangeMoney,
): OutgoingMail {
  const language = asLanguage(booking.language);
  const roomName = localized(room, language).name;
  const words = WORDS[language];
  const paysOnArrival = booking.paymentProvider === PAY_AT_RETREAT;
  const totalLabel = change ? words.newTotal : paysOnArrival ? words.totalDue : words.total;
  const details = stayDetails(booking, roomName, language, totalLabel);
  const money = (amount: string) => `${booking.currency} ${amount}`;
  const paragraphs = change
    ? [
        words.changedIntro,
        ...(change.refunded !== '0.00' ? [words.refunded(money(change.refunded))] : []),
        ...(change.toPay !== '0.00' ? [words.toPay(money(change.toPay))] : []),
        words.changedCalendar,
      ]
    : [paysOnArrival ? words.introPayAtRetreat : words.intro, words.calendar];
  const body = renderMail({
    language,
    greeting: words.greeting(booking.guestName),
    paragraphs,
    details,
    action: { label: words.manage, url: manageLink },
    notes: BOOKING_POLICY_NOTES.accommodation[language],
  });
  const invite: CalendarAttachment = { method: 'REQUEST', calendar: stayEntry(booking, roomName, language, details) };
  const subject = change ? words.changedSubject(booking.reference) : words.subject(roomName);
  return { to: booking.email, subject, ...body, attachments: [invite] };
}

/** The stay's lines, as the mail lists them and the calendar entry describes it. */
function stayDetails(booking: ConfirmedStay, roomName: string, language: Language, totalLabel: string) {
  const words = WORDS[language];
  const taxes = taxDetails(booking.taxes, language, (amount) => `${booking.currency} ${amount}`);
  const details: Array<[string, string]> = [
    [words.room, roomName],
    [words.checkin, `${longDate(booking.checkinDate, language)}, ${checkInHours(language)}`],
    [words.checkout, `${longDate(booking.checkoutDate, language)}, ${words.by} ${CHECK_OUT_WINDOW.end}`],
    [words.nights, String(nightsBetween(booking.checkinDate, booking.checkoutDate))],
    [words.guests, String(booking.guests)],
    ...taxes.added,
    [totalLabel, `${booking.currency} ${booking.totalPrice}`],
    ...taxes.included,
    [words.reference, booking.reference],
    ...(booking.paypalOrderId ? [[words.payment, booking.paypalOrderId] as [string, string]] : []),
  ];
  return details;
}

/** The stay's calendar entry: from check-in (15:00) to check-out (11:00), with its current SEQUENCE. */
function stayEntry(
  booking: ConfirmedStay,
  roomName: string,
  language: Language,
  details: Array<[string, string]>,
): CalendarEntry {
  return {
    reference: booking.reference,
    sequence: booking.calendarSequence ?? 0,
    title: WORDS[language].inviteTitle(roomName),
    description: [
      ...details.map(([label, value]) => `${label}: ${value}`),
      ...BOOKING_POLICY_NOTES.accommodation[language],
    ].join('\n'),
    start: { date: booking.checkinDate, time: CHECK_IN_WINDOW.start },
    end: { date: booking.checkoutDate, time: CHECK_OUT_WINDOW.end },
    guest: { name: booking.guestName, email: booking.email },
  };
}

/** The stay's entry as the manage page offers it for download: the booking as it stands now. */
export function roomCalendarEntry(booking: ConfirmedStay, room: MailedRoom): CalendarEntry {
  const language = asLanguage(booking.language);
  const roomName = localized(room, language).name;
  const words = WORDS[language];
  const totalLabel = booking.paymentProvider === PAY_AT_RETREAT ? words.totalDue : words.total;
  return stayEntry(booking, roomName, language, stayDetails(booking, roomName, language, totalLabel));
}

/** Sends the confirmation. Never throws: a booking stays confirmed whatever the mail does. */
@Injectable()
export class RoomConfirmationMailer {
  private readonly logger = new Logger('RoomBookings');

  constructor(
    private readonly mail: MailService,
    private readonly links: ManageLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** True when an SMTP server accepted it (the reply's `emailSent`). */
  async send(booking: ConfirmedStay, room: MailedRoom): Promise<boolean> {
    return this.deliver(booking, room, () => this.links.issue({ kind: 'room', ...booking }));
  }

  /**
   * The change mail: the stay as it now stands. `token` is the link the guest changed it
   * from, kept working; without it (a change made by staff) the mail carries a new link.
   */
  async sendChange(booking: ConfirmedStay, room: MailedRoom, change: StayChangeMoney, token?: string): Promise<boolean> {
    return this.deliver(
      booking,
      room,
      () =>
        token
          ? Promise.resolve(manageUrl(this.config.SITE_ORIGIN, booking.reference, token, booking.language))
          : this.links.issue({ kind: 'room', ...booking }),
      change,
    );
  }

  private async deliver(
    booking: ConfirmedStay,
    room: MailedRoom,
    link: () => Promise<string>,
    change?: StayChangeMoney,
  ): Promise<boolean> {
    try {
      const { sent } = await this.mail.send(roomConfirmationMail(booking, room, await link(), change));
      return sent;
    } catch (error) {
      this.logger.error(`Mail about room booking ${booking.id} not sent: ${String(error)}`);
      return false;
    }
  }
}
