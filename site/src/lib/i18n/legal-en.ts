/** Privacy policy and terms of service in English (docs/requirements/policies.md, dated in the contracts). */
import type { LegalTexts } from './legal-types';

export const legalEn: LegalTexts = {
  updated: 'Last updated: {date}',
  otherDocument: { privacy: 'Read our Privacy Policy', terms: 'Read our Terms of Service' },
  backHome: 'Back to Lakeside',

  privacy: (f) => ({
    title: 'Privacy Policy',
    intro:
      'Lakeside runs an eco-retreat in San Marcos La Laguna, Guatemala. This policy explains what personal data we collect when you visit this website, book with us or write to us, why we need it, and what you can ask of us.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: ['We only ask for what we need to look after you:'],
        list: [
          'Bookings: your name, e-mail address and phone number, your dates, the number of guests and what you booked (a room, a sauna session or an event).',
          'Payments: card and PayPal payments are processed by the payment provider. We receive a payment reference and the amount, never your full card number.',
          'Messages and applications: what you write in the contact form, and for volunteer applications also your nationality, age, availability and dietary requirements.',
          'Newsletter: your name, e-mail address and preferred language, if you sign up.',
          'Technical data: our servers log the address of your device and the pages requested, to keep the site secure.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'To confirm and manage your booking and send you its confirmation, to answer your messages, to review volunteer applications, to send the newsletter you asked for, to keep the website secure and to meet our legal and tax obligations. We do not use your data for automated decisions or profiling.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'We use no advertising or tracking cookies. One cookie remembers the language you chose on this site for a year; staff who sign in get a session cookie. Your browser also remembers, in its local storage, that you have seen the newsletter invitation so we do not show it again.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We never sell your data. We share it only with the services that help us run the retreat — the payment provider for payments and our e-mail provider to send confirmations — and with authorities when the law requires it.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          `Booking and payment records are kept for ${f.retentionYears} years, as tax law requires. Messages and volunteer applications are kept as long as we need them to answer you. Newsletter subscriptions last until you unsubscribe.`,
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You can ask to see the data we hold about you, to correct it, to delete it (except records the law requires us to keep), or to stop receiving the newsletter. Write to ${f.contactEmail} and we will answer within ${f.privacyResponseDays} days.`,
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          `Our online services are not meant for children under ${f.minimumAge}. Young people between ${f.minimumAge} and ${f.adultAge} may need the consent of a parent or guardian to book or to send us their data.`,
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'The site is served over an encrypted connection, staff passwords are stored only as secure hashes, and each member of staff sees only what their role needs.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          `When this policy changes we publish the new version here with its date. Questions about your privacy are welcome at ${f.contactEmail}.`,
        ],
      },
    ],
  }),

  terms: (f) => ({
    title: 'Terms of Service',
    intro:
      'These terms apply when you book accommodation, an event or a wellness service with Lakeside, or use this website. By booking you accept them.',
    sections: [
      {
        heading: 'Bookings and prices',
        paragraphs: [
          'A booking is confirmed when the payment is completed and you receive our confirmation by e-mail. Prices of rooms, events and wellness services are in US dollars and are calculated by our booking system; restaurant prices are in Quetzales.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'We accept cards, PayPal and cash in US dollars or Quetzales. For long stays we can also arrange a bank transfer.',
        ],
      },
      {
        heading: 'Cancellations and refunds',
        paragraphs: ['You can cancel free of charge:'],
        list: [
          `accommodation: up to ${f.cancellationHours.accommodation} hours before check-in;`,
          `events: up to ${f.cancellationHours.events} hours before the event starts;`,
          `wellness services (sauna, classes, treatments): up to ${f.cancellationHours.wellness} hours before the session.`,
        ],
        after: [
          `Later cancellations and no-shows are charged in full. Refunds go back to the original payment method and arrive within ${f.refundDays.min} to ${f.refundDays.max} business days.`,
        ],
      },
      {
        heading: 'Your stay',
        paragraphs: [
          `Check-in is from ${f.checkIn} and check-out from ${f.checkOut}. The minimum stay is ${f.minNights} nights, and each room sleeps at most the number of guests shown on its page. Quiet hours are ${f.quietHours}, for the rest of guests and neighbours.`,
        ],
      },
      {
        heading: 'Events and wellness',
        paragraphs: [
          'Please tell the instructor or the sauna staff about any health condition before you take part, and take part at your own pace.',
        ],
      },
      {
        heading: 'Age',
        paragraphs: [
          `Our online services are not meant for children under ${f.minimumAge}. Guests between ${f.minimumAge} and ${f.adultAge} may need the consent of a parent or guardian.`,
        ],
      },
      {
        heading: 'Respect for the place',
        paragraphs: [
          'Lakeside is a small community in a village by the lake. We ask guests to respect the neighbours, the staff and the environment; damage caused on purpose or by negligence may be charged.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          `We announce material changes ${f.termsNoticeDays} days before they take effect. A booking made before a change keeps the terms that applied when it was made.`,
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`Questions about these terms or a booking: ${f.contactEmail}.`],
      },
    ],
  }),
};
