/**
 * The guest's receipt for a balance paid online from the manage page: what was taken, through
 * which provider, and what is left (nothing, once paid), in the guest's language.
 */
import type { Language } from '@lakeside/contracts';
import { renderMail } from '../../mail/mail-layout.js';
import type { OutgoingMail } from '../../mail/outgoing-mail.js';

export interface BalancePaid {
  reference: string;
  guestName: string;
  email: string;
  language: string;
  amount: string;
  currency: string;
  /** What the booking still owes after this payment (0.00 when settled). */
  balanceDue: string;
}

const WORDS = {
  en: {
    subject: (reference: string) => `Payment received for your booking ${reference}`,
    greeting: (name: string) => `Hello ${name},`,
    received: (amount: string) => `We received your payment of ${amount}. Thank you.`,
    settled: 'Your booking is paid in full: nothing is left to pay.',
    left: (amount: string) => `Still to pay: ${amount}.`,
    reference: 'Booking reference',
    paid: 'Paid',
  },
  es: {
    subject: (reference: string) => `Pago recibido para su reserva ${reference}`,
    greeting: (name: string) => `Hola ${name},`,
    received: (amount: string) => `Recibimos su pago de ${amount}. Gracias.`,
    settled: 'Su reserva está pagada por completo: no queda nada por pagar.',
    left: (amount: string) => `Falta pagar: ${amount}.`,
    reference: 'Referencia de la reserva',
    paid: 'Pagado',
  },
} as const;

export function balancePaidMail(paid: BalancePaid): OutgoingMail {
  const language: Language = paid.language === 'es' ? 'es' : 'en';
  const words = WORDS[language];
  const amount = `${paid.currency} ${paid.amount}`;
  const settled = paid.balanceDue === '0.00';
  const body = renderMail({
    language,
    greeting: words.greeting(paid.guestName),
    paragraphs: [words.received(amount), settled ? words.settled : words.left(`${paid.currency} ${paid.balanceDue}`)],
    details: [
      [words.reference, paid.reference],
      [words.paid, amount],
    ],
  });
  return { to: paid.email, subject: words.subject(paid.reference), ...body };
}
