/**
 * The mail after check-out asking how the stay was, in the guest's language: one link that
 * opens the review form (1–5 stars and a few words).
 */
import type { Language } from '@lakeside/contracts';
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import type { RoomBooking } from '../rooms/room-booking.entity.js';

type FinishedStay = Pick<RoomBooking, 'reference' | 'guestName' | 'email' | 'language'>;

const WORDS = {
  en: {
    subject: (room: string) => `How was your stay in the ${room}?`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (room: string) =>
      `Thank you for staying with us in the ${room}. We would love to hear how it was: rate your stay from 1 to 5 stars and, if you like, tell future guests about it.`,
    shown: 'We read every review; once approved it appears on the room’s page, signed with your first name.',
    reference: 'Booking reference',
    action: 'Rate your stay',
  },
  es: {
    subject: (room: string) => `¿Qué tal su estancia en la habitación ${room}?`,
    greeting: (name: string) => `Hola ${name},`,
    intro: (room: string) =>
      `Gracias por alojarse con nosotros en la habitación ${room}. Nos encantaría saber cómo le fue: califique su estancia de 1 a 5 estrellas y, si quiere, cuénteselo a los próximos huéspedes.`,
    shown:
      'Leemos todas las reseñas; una vez aprobada, la suya aparece en la página de la habitación, firmada con su nombre de pila.',
    reference: 'Referencia de la reserva',
    action: 'Calificar mi estancia',
  },
} as const;

export function reviewRequestMail(booking: FinishedStay, roomName: string, reviewUrl: string): OutgoingMail {
  const language: Language = booking.language === 'es' ? 'es' : 'en';
  const words = WORDS[language];
  const body = renderMail({
    language,
    greeting: words.greeting(booking.guestName),
    paragraphs: [words.intro(roomName), words.shown],
    details: [[words.reference, booking.reference]],
    action: { label: words.action, url: reviewUrl },
  });
  return { to: booking.email, subject: words.subject(roomName), ...body };
}
