import type { ContactSubject } from '@lakeside/contracts';
import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import type { ContactForm } from './contact-form.entity.js';
import { asParagraphs, mailSubject } from './mail-subject.js';

const SUBJECT_LABELS: Record<ContactSubject, string> = {
  room_booking: 'Room booking',
  events: 'Events',
  other: 'General question',
};

/**
 * The retreat inbox's copy of a contact message. Reply-To is the guest, so answering the
 * mail answers them; the From stays the retreat's own sender, which SPF/DKIM allow.
 */
export function contactNotification(message: ContactForm, inbox: string): OutgoingMail {
  const subjectLabel = SUBJECT_LABELS[message.subject];
  const content = renderMail({
    language: 'en',
    greeting: 'Hello team,',
    paragraphs: [
      `${message.name} wrote through the contact page. Reply to this e-mail to answer them directly.`,
      ...asParagraphs(message.message),
    ],
    details: [
      ['Name', message.name],
      ['E-mail', message.email],
      ['Phone', message.phone ?? '—'],
      ['Subject', subjectLabel],
      ['Message', `#${message.id}`],
    ],
  });
  return {
    to: inbox,
    replyTo: message.email,
    subject: mailSubject(`Contact (${subjectLabel}):`, message.name),
    ...content,
  };
}
