import { Injectable, Logger } from '@nestjs/common';
import {
  CHECK_IN_WINDOW,
  CHECK_OUT_WINDOW,
  localized,
  nightsBetween,
  PAY_AT_RETREAT,
  type Language,
} from '@lakeside/contracts';
import { ManageLinks } from '../bookings/manage-links.js';
import { calendarInvite } from '../mail/calendar-invite.js';
import { BOOKING_POLICY_NOTES, renderMail } from '../mail/mail-layout.js';
import { MailService } from '../mail/mail.service.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
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
> & { paypalOrderId: string | null; paymentProvider?: string };

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
    from: 'from',
    by: 'by',
    inviteTitle: (room: string) => `Stay at Lakeside — ${room}`,
    manage: 'See, change or cancel your booking',
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
    from: 'desde las',
    by: 'hasta las',
    inviteTitle: (room: string) => `Estancia en Lakeside — ${room}`,
    manage: 'Ver, cambiar o cancelar su reserva',
  },
} as const;

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
 * and an .ics from check-in (15:00) to check-out (11:00).
 */
export function roomConfirmationMail(booking: ConfirmedStay, room: MailedRoom, manageUrl: string): OutgoingMail {
  const language = asLanguage(booking.language);
  const roomName = localized(room, language).name;
  const words = WORDS[language];
  const paysOnArrival = booking.paymentProvider === PAY_AT_RETREAT;
  const details: Array<[string, string]> = [
    [words.room, roomName],
    [words.checkin, `${longDate(booking.checkinDate, language)}, ${words.from} ${CHECK_IN_WINDOW.start}`],
    [words.checkout, `${longDate(booking.checkoutDate, language)}, ${words.by} ${CHECK_OUT_WINDOW.end}`],
    [words.nights, String(nightsBetween(booking.checkinDate, booking.checkoutDate))],
    [words.guests, String(booking.guests)],
    [paysOnArrival ? words.totalDue : words.total, `${booking.currency} ${booking.totalPrice}`],
    [words.reference, booking.reference],
    ...(booking.paypalOrderId ? [[words.payment, booking.paypalOrderId] as [string, string]] : []),
  ];
  const body = renderMail({
    language,
    greeting: words.greeting(booking.guestName),
    paragraphs: [paysOnArrival ? words.introPayAtRetreat : words.intro, words.calendar],
    details,
    action: { label: words.manage, url: manageUrl },
    notes: BOOKING_POLICY_NOTES.accommodation[language],
  });
  const invite = calendarInvite({
    uid: `${booking.reference}@lakeside`,
    title: words.inviteTitle(roomName),
    description: [
      ...details.map(([label, value]) => `${label}: ${value}`),
      ...BOOKING_POLICY_NOTES.accommodation[language],
    ].join('\n'),
    start: { date: booking.checkinDate, time: CHECK_IN_WINDOW.start },
    end: { date: booking.checkoutDate, time: CHECK_OUT_WINDOW.end },
  });
  return { to: booking.email, subject: words.subject(roomName), ...body, attachments: [invite] };
}

/** Sends the confirmation. Never throws: a booking stays confirmed whatever the mail does. */
@Injectable()
export class RoomConfirmationMailer {
  private readonly logger = new Logger('RoomBookings');

  constructor(
    private readonly mail: MailService,
    private readonly links: ManageLinks,
  ) {}

  /** True when an SMTP server accepted it (the reply's `emailSent`). */
  async send(booking: ConfirmedStay, room: MailedRoom): Promise<boolean> {
    try {
      const manageUrl = await this.links.issue({ kind: 'room', ...booking });
      const { sent } = await this.mail.send(roomConfirmationMail(booking, room, manageUrl));
      return sent;
    } catch (error) {
      this.logger.error(`Confirmation of room booking ${booking.id} not sent: ${String(error)}`);
      return false;
    }
  }
}
