/**
 * The reminder two days before arrival, in the guest's language: the dates, the check-in
 * hours, and the manage link (to change or cancel while it is still possible).
 */
import type { Language } from '@lakeside/contracts';
import { houseHoursSentence } from '../mail/house-hours.js';
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import type { RoomBooking } from './room-booking.entity.js';

type UpcomingStay = Pick<
  RoomBooking,
  'reference' | 'checkinDate' | 'checkoutDate' | 'guestName' | 'email' | 'language'
>;

const WORDS = {
  en: {
    subject: (room: string) => `See you soon at Lakeside — ${room}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (room: string, date: string) =>
      `Your stay in the ${room} begins on ${date}. We look forward to welcoming you.`,
    hours: `${houseHoursSentence('en')} If you arrive later, write to us and we will wait for you.`,
    boat: 'The lanchas (boats) from Panajachel stop at the San Marcos dock; the last ones leave Panajachel around 19:00.',
    reference: 'Booking reference',
    manage: 'See or change your booking',
  },
  es: {
    subject: (room: string) => `Le esperamos pronto en Lakeside — ${room}`,
    greeting: (name: string) => `Hola ${name},`,
    intro: (room: string, date: string) =>
      `Su estancia en la habitación ${room} empieza el ${date}. Le esperamos con gusto.`,
    hours: `${houseHoursSentence('es')} Si llega más tarde, escríbanos y le esperaremos.`,
    boat: 'Las lanchas desde Panajachel paran en el muelle de San Marcos; las últimas salen de Panajachel hacia las 19:00.',
    reference: 'Referencia de la reserva',
    manage: 'Ver o cambiar su reserva',
  },
} as const;

function longDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

export function roomArrivalReminderMail(booking: UpcomingStay, roomName: string, manageUrl: string): OutgoingMail {
  const language: Language = booking.language === 'es' ? 'es' : 'en';
  const words = WORDS[language];
  const body = renderMail({
    language,
    greeting: words.greeting(booking.guestName),
    paragraphs: [words.intro(roomName, longDate(booking.checkinDate, language)), words.hours, words.boat],
    details: [[words.reference, booking.reference]],
    action: { label: words.manage, url: manageUrl },
  });
  return { to: booking.email, subject: words.subject(roomName), ...body };
}
