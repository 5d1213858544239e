import { ContactForm } from './contact-form.entity.js';
import { MailingListSubscriber } from './mailing-list-subscriber.entity.js';
import { VolunteerApplication } from './volunteer-application.entity.js';

export const COMMUNITY_ENTITIES = [MailingListSubscriber, ContactForm, VolunteerApplication];
