/** Topics a mailing-list subscriber can ask to hear about. */
export const MAILING_LIST_INTERESTS = [
  'volunteering',
  'events',
  'accommodation',
  'workshops',
  'community',
  'culture',
  'nature',
] as const;
export type MailingListInterest = (typeof MAILING_LIST_INTERESTS)[number];

/** Languages of every guest page and e-mail. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Most guests are international travellers. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Where a mailing-list subscription came from; the site form is the only source today. */
export const SUBSCRIPTION_SOURCES = ['website', 'newsletter_popup', 'console'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];
export const DEFAULT_SUBSCRIPTION_SOURCE: SubscriptionSource = 'website';

/** Subjects of the contact form; staff triage messages by subject. */
export const CONTACT_SUBJECTS = ['room_booking', 'events', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const DEFAULT_CONTACT_SUBJECT: ContactSubject = 'other';

/** Rooms a volunteer can ask for. */
export const VOLUNTEER_ACCOMMODATION_TYPES = ['shared', 'private'] as const;
export type VolunteerAccommodationType = (typeof VOLUNTEER_ACCOMMODATION_TYPES)[number];

/** Staff triage of volunteer applications; new applications are 'new'. */
export const VOLUNTEER_APPLICATION_STATUSES = ['new', 'reviewing', 'accepted', 'declined'] as const;
export type VolunteerApplicationStatus = (typeof VOLUNTEER_APPLICATION_STATUSES)[number];

/** Instagram media types; anything else is shown as an image. */
export const SOCIAL_MEDIA_TYPES = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;
export type SocialMediaType = (typeof SOCIAL_MEDIA_TYPES)[number];
