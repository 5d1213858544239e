import type { CalendarAttachment } from './calendar-invite.js';

/** A message ready to send: every guest mail has a plain-text and an HTML body. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
  /** Files, and calendar entries that MailService renders with the retreat's identity. */
  attachments?: Array<MailAttachment | CalendarAttachment>;
}

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

/** What the API tells the guest: `emailSent` is true only when an SMTP server accepted it. */
export interface MailResult {
  sent: boolean;
}
