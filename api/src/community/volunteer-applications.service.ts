import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FormReceiptReply } from '@lakeside/contracts';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { MailService } from '../mail/mail.service.js';
import type { VolunteerApplicationRequest } from './dto/volunteer-application-request.dto.js';
import { guestAcknowledgement } from './guest-acknowledgement-mail.js';
import { VolunteerApplication } from './volunteer-application.entity.js';
import { volunteerNotification } from './volunteer-mails.js';

/** Keeps a volunteer application for staff review and tells the retreat inbox about it. */
@Injectable()
export class VolunteerApplicationsService {
  constructor(
    @InjectRepository(VolunteerApplication) private readonly applications: Repository<VolunteerApplication>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async receive({ language, ...fields }: VolunteerApplicationRequest): Promise<FormReceiptReply> {
    const application = await this.applications.save(this.applications.create({ ...fields, status: 'new' }));
    const inbox = this.config.CONTACT_INBOX;
    const [notification] = await Promise.all([
      this.mail.send(volunteerNotification(application, inbox)),
      language ? this.mail.send(guestAcknowledgement('volunteer', { ...application, language }, inbox)) : undefined,
    ]);
    return { id: application.id, emailSent: notification.sent };
  }
}
