/** The invoice mailed to the guest on request: a short note in their language and the PDF attached. */
import type { InvoiceReply } from '@lakeside/contracts';
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';

const WORDS = {
  en: {
    invoice: 'invoice',
    creditNote: 'credit note',
    subject: (kind: string, number: string) => `Your ${kind} ${number} from Lakeside`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (kind: string) => `Please find your ${kind} attached as a PDF.`,
    total: 'Total',
  },
  es: {
    invoice: 'factura',
    creditNote: 'nota de crédito',
    subject: (kind: string, number: string) => `Su ${kind} ${number} de Lakeside`,
    greeting: (name: string) => `Hola ${name},`,
    intro: (kind: string) => `Adjuntamos su ${kind} en PDF.`,
    total: 'Total',
  },
} as const;

export function invoiceMail(invoice: InvoiceReply, to: string, pdf: Buffer): OutgoingMail {
  const words = WORDS[invoice.language];
  const kind = invoice.type === 'credit_note' ? words.creditNote : words.invoice;
  const number = invoice.number ?? '';
  const body = renderMail({
    language: invoice.language,
    greeting: words.greeting(invoice.buyerName),
    paragraphs: [words.intro(kind)],
    details: [[words.total, `${invoice.currency} ${invoice.totalAmount}`]],
  });
  return {
    to,
    subject: words.subject(kind, number),
    ...body,
    attachments: [{ filename: `${number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}
