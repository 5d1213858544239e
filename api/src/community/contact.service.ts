import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FormReceiptReply } from '@lakeside/contracts';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { MailService } from '../mail/mail.service.js';
import { ContactForm } from './contact-form.entity.js';
import { contactNotification } from './contact-mails.js';
import type { ContactRequest } from './dto/contact-request.dto.js';
import { guestAcknowledgement } from './guest-acknowledgement-mail.js';

/** Keeps a contact message for staff and tells the retreat inbox about it. */
@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactForm) private readonly messages: Repository<ContactForm>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async receive({ language, ...fields }: ContactRequest): Promise<FormReceiptReply> {
    // Stored first: the message is safe even if no mail goes out.
    const message = await this.messages.save(this.messages.create(fields));
    const inbox = this.config.CONTACT_INBOX;
    const [notification] = await Promise.all([
      this.mail.send(contactNotification(message, inbox)),
      language ? this.mail.send(guestAcknowledgement('contact', { ...message, language }, inbox)) : undefined,
    ]);
    return { id: message.id, emailSent: notification.sent };
  }
}
