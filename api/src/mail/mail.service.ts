import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { calendarFile, calendarIdentity } from './calendar-invite.js';
import type { MailAttachment, MailResult, OutgoingMail } from './outgoing-mail.js';

/**
 * Sends mail through SMTP_URL. Without it (development, offline), or when the server refuses,
 * the message is written to OUTBOX_DIR as an .eml file so nothing is lost, and the caller is
 * told it was not sent. A mail failure never fails the booking that triggered it.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly smtp: Transporter | undefined;
  private readonly toFile = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // A hung mail server must not hold a guest's booking reply for minutes (nodemailer's defaults).
    this.smtp = config.SMTP_URL
      ? nodemailer.createTransport(
          { url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
          { from: config.MAIL_FROM },
        )
      : undefined;
  }

  async send(mail: OutgoingMail): Promise<MailResult> {
    const message = { from: this.config.MAIL_FROM, ...mail, attachments: this.files(mail.attachments) };
    if (this.smtp) {
      try {
        await this.smtp.sendMail(message);
        return { sent: true };
      } catch (error) {
        this.logger.warn(`SMTP refused "${mail.subject}": ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await this.writeToOutbox(message);
    return { sent: false };
  }

  /** The mail's attachments as files: calendar entries rendered with the retreat's identity. */
  private files(attachments: OutgoingMail['attachments'] = []): MailAttachment[] {
    const identity = calendarIdentity(this.config);
    return attachments.map((attachment) =>
      'calendar' in attachment ? calendarFile(attachment.calendar, attachment.method, identity) : attachment,
    );
  }

  private async writeToOutbox(message: OutgoingMail & { from: string; attachments: MailAttachment[] }): Promise<void> {
    try {
      const info = (await this.toFile.sendMail(message)) as { message: Buffer };
      await fs.mkdir(this.config.OUTBOX_DIR, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await fs.writeFile(path.join(this.config.OUTBOX_DIR, name), info.message);
    } catch (error) {
      this.logger.error(`Could not keep "${message.subject}" in the outbox: ${String(error)}`);
    }
  }

  onModuleDestroy(): void {
    this.smtp?.close();
  }
}
