import {
  CONTACT_SUBJECTS,
  LANGUAGES,
  MAILING_LIST_INTERESTS,
  SUBSCRIPTION_SOURCES,
  VOLUNTEER_ACCOMMODATION_TYPES,
  VOLUNTEER_APPLICATION_STATUSES,
} from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { ContactForm } from './contact-form.entity.js';
import { prepareSubscriber } from './mailing-list-write.js';
import { MailingListSubscriber } from './mailing-list-subscriber.entity.js';
import { VolunteerApplication } from './volunteer-application.entity.js';

export const COMMUNITY_ADMIN_RESOURCES = {
  'mailing-list': {
    entity: MailingListSubscriber,
    // The secret in each unsubscribe link: staff never see it, and only the server makes one.
    hidden: ['unsubscribeToken'],
    serverOwned: ['unsubscribeToken'],
    choices: {
      languagePreference: LANGUAGES,
      interests: MAILING_LIST_INTERESTS,
      subscriptionSource: SUBSCRIPTION_SOURCES,
    },
    prepare: prepareSubscriber,
  },
  'contact-messages': { entity: ContactForm, choices: { subject: CONTACT_SUBJECTS } },
  'volunteer-applications': {
    entity: VolunteerApplication,
    choices: { accommodationType: VOLUNTEER_ACCOMMODATION_TYPES, status: VOLUNTEER_APPLICATION_STATUSES },
  },
} satisfies AdminResourceDefinitions;
