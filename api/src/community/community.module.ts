import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactForm } from './contact-form.entity.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { MailingListSubscriber } from './mailing-list-subscriber.entity.js';
import { MailingListController } from './mailing-list.controller.js';
import { MailingListService } from './mailing-list.service.js';
import { VolunteerApplication } from './volunteer-application.entity.js';
import { VolunteerApplicationsController } from './volunteer-applications.controller.js';
import { VolunteerApplicationsService } from './volunteer-applications.service.js';

/** The guest's ways to reach the retreat: contact messages, volunteer applications, the newsletter. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactForm, VolunteerApplication, MailingListSubscriber])],
  controllers: [ContactController, VolunteerApplicationsController, MailingListController],
  providers: [ContactService, VolunteerApplicationsService, MailingListService],
})
export class CommunityModule {}
