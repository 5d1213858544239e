/**
 * English texts of the site. `es.ts` must have the same keys (its type is this object's).
 * Texts that islands receive are plain strings with `{placeholders}` (see `fill`), because
 * island props travel as JSON. The agreed texts come from the contracts so they cannot drift
 * (docs/requirements/validation-messages.md#agreed-texts).
 */
import { CONTACT_LIMITS, NOTICES, STAY_LIMITS, VOLUNTEER_LIMITS } from '@lakeside/contracts';
import { bookingEn } from './booking-en';
import { legalEn } from './legal-en';
import { manageBookingEn } from './manage-booking-en';
import { reviewsEn } from './reviews-en';
import { activitiesEn } from './activities-en';
import { mediaEn } from './media-en';
import { messagesEn } from './messages-en';
import type { Texts } from './texts-type';

export const en = {
  language: {
    /** Name of this language, in itself. */
    name: 'English',
    /** The switch shows the other language's name in that language. */
    switchLabel: 'Español',
    switchTitle: 'Ver esta página en español',
  },
  common: {
    siteName: 'Lakeside',
    skipToContent: 'Skip to main content',
    backToHome: 'Back to home',
    place: 'San Marcos, Guatemala',
    /** The link-preview picture (og:image), for those who cannot see it. */
    shareImageAlt:
      'Lakeside, San Marcos, Guatemala: Accommodation, Events, Retreats. A drawing of sunrise over Lake Atitlán between its volcanoes.',
    /** Shown under a section that a later release fills in. */
    comingSoon: 'Coming soon',
  },
  nav: {
    main: 'Main',
    quick: 'Quick links',
    home: 'Home',
    rooms: 'Rooms',
    sauna: 'Sauna',
    events: 'Events',
    eventsAndSchedule: 'Events & Schedule',
    schedule: 'Schedule',
    restaurant: 'Restaurant',
    volunteer: 'Volunteer',
    contact: 'Contact',
    contactUs: 'Contact Us',
  },
  menuToggle: {
    open: 'Open menu',
    close: 'Close menu',
    label: 'Menu',
  },
  userMenu: {
    accountMenu: 'Account menu for {name}',
    profile: 'Profile',
    signOut: 'Sign out',
  },
  pages: {
    home: {
      title: 'Eco-retreat on Lake Atitlán, Guatemala',
      description:
        'Lakeside, an eco-retreat on Lake Atitlán in San Marcos La Laguna, Guatemala: lakefront rooms and cottages, a wood-fired sauna, events and a farm-to-table restaurant.',
    },
    rooms: {
      title: 'Rooms & Accommodations',
      description:
        'Four lakefront rooms and cottages at Lakeside, San Marcos La Laguna: prices per night, beds, guests and amenities.',
    },
    restaurant: {
      title: 'Restaurant & Café',
      description:
        'Farm-to-table breakfast, lunch and dinner by Lake Atitlán. Opening hours, what is being served right now and our breakfast offer for guests.',
    },
    contact: {
      title: 'Contact Us',
      description:
        'Write to Lakeside in San Marcos La Laguna by WhatsApp, Instagram, e-mail or the message form. Directions and the best time to visit Lake Atitlán.',
    },
    volunteer: {
      title: 'Volunteer With Us',
      description:
        'Volunteer at Lakeside on Lake Atitlán: 5 hours a day, 5 days a week, a room and cultural immersion in San Marcos La Laguna. Apply online.',
    },
    privacy: {
      title: 'Privacy Policy',
      description: 'How Lakeside collects, uses and protects the personal data of guests and visitors.',
    },
    terms: {
      title: 'Terms of Service',
      description: 'The terms for booking rooms, events and wellness sessions at Lakeside, including cancellations.',
    },
    notFound: {
      title: 'Page not found',
      description: 'This page does not exist at Lakeside.',
    },
  },
  home: {
    hero: {
      tagline: 'Accommodation, Events, Retreats',
      intro: 'An eco-retreat on the shore of Lake Atitlán, between three volcanoes.',
      ratingLabel: 'Rated {rating} out of 5 in {count} guest reviews',
      bookYourStay: 'Book Your Stay',
      eventsAndSchedule: 'Events & Schedule',
      restaurantMenu: 'Restaurant Menu',
    },
    media: mediaEn,
    rooms: {
      eyebrow: 'Stay',
      title: 'Our Accommodations',
      intro: `Four rooms and cottages by the water, each with its own bathroom and a view. Stays of ${STAY_LIMITS.minNights} to ${STAY_LIMITS.maxNights} nights.`,
      searchPlaceholder: 'Room search: pick your dates and guests here soon.',
      viewAll: 'View All Accommodations',
    },
    sauna: {
      eyebrow: 'Wellness',
      title: 'Sauna by the lake',
      text: 'Sweat, then cool off in the lake. The sauna is booked by the session, so each time slot is yours alone.',
      durations: 'Sessions of {durations} minutes',
      slots: 'Starting times from {first} to {last}',
      cta: 'See sauna times',
    },
    events: {
      eyebrow: 'Community',
      title: 'Upcoming Events',
      intro: 'Drum circles, cacao ceremonies, workshops, live music and movie nights with the village.',
      cta: 'See all events',
    },
    schedule: {
      eyebrow: 'Today',
      title: "Today's Schedule",
      meals: 'Restaurant',
      cta: 'View Full Schedule',
    },
    dining: {
      eyebrow: 'Restaurant',
      title: 'Dining Experience',
      intro: 'Breakfast, lunch and dinner cooked with what grows around the lake.',
      farmToTable: 'Farm-to-table',
      farmToTableText: 'Dishes built around our garden and the farmers of San Marcos.',
      coffee: 'Fresh coffee',
      coffeeText: 'Coffee grown in the highlands around the lake.',
      produce: 'Organic produce',
      produceText: 'Vegetables, herbs and fruit grown without chemicals.',
      cta: 'See the restaurant',
    },
    journey: {
      title: 'Follow Our Journey',
      text: 'Sunrises over the volcanoes, ceremonies, cooking and garden days: see life at the retreat in photos.',
      cta: 'View Gallery',
    },
  },
  roomCard: {
    perNight: 'per night',
    upToGuests: 'Up to {n} guests',
    upToOneGuest: 'Up to 1 guest',
    beds: '{n} beds',
    oneBed: '1 bed',
    bathrooms: '{n} bathrooms',
    oneBathroom: '1 bathroom',
    rating: '{rating} · {count} reviews',
    ratingOne: '{rating} · 1 review',
    moreAmenities: '+{n} more',
    bookNow: 'Book Now',
    bookNowLabel: 'Book Now: {room}',
    details: 'Details',
    detailsLabel: 'Details: {room}',
    contactUs: 'Contact Us',
    unavailable:
      'Our rooms cannot be shown right now. Please try again in a moment, or write to us and we will help you book.',
  },
  roomsPage: {
    intro:
      'Every room is a single unit with its own bathroom, solar-heated water and a view of the lake or the garden.',
    facts: `Check-in {checkInStart} to {checkInEnd} · Check-out by {checkOutEnd} · Minimum stay ${STAY_LIMITS.minNights} nights`,
  },
  restaurant: {
    hero: {
      title: 'Restaurant & Café',
      text: 'Farm-to-table food by the lake, open to guests and visitors.',
      menuCta: 'View Digital Menu & Order',
    },
    status: {
      nowServing: 'Now Serving: {meal}',
      availableUntil: 'Available until {time}',
      open: 'Open',
      closed: 'Kitchen closed',
      opensAt: 'Opens at {time} for {meal}',
      opensTomorrowAt: 'Opens tomorrow at {time} for {meal}',
      drinksAllDay: 'Coffee and drinks are served all day.',
    },
    meals: {
      breakfast: 'Breakfast',
      lunch: 'Lunch',
      dinner: 'Dinner',
      drinks: 'Drinks',
    },
    /** A meal inside a sentence ('Opens at 7:00 AM for Breakfast'). */
    mealPhrases: {
      breakfast: 'Breakfast',
      lunch: 'Lunch',
      dinner: 'Dinner',
    },
    categories: {
      title: 'Our menu',
      breakfast: 'A slow start to the day, with coffee and something warm.',
      lunch: 'Light, fresh plates for the middle of the day.',
      dinner: 'Dishes to share while the sun sets behind the volcanoes.',
      drinks: 'Coffee, cacao, juices and teas, all day long.',
      browse: 'Browse Menu',
    },
    highlights: {
      title: 'Highlights from the kitchen',
      popular: 'Popular',
      empty: 'No dishes can be ordered right now.',
      unavailable: 'The menu cannot be shown right now.',
      seeMenu: 'See the full menu',
    },
    hours: {
      title: 'Opening hours',
      allDay: 'All day',
      range: '{start} – {end}',
    },
    info: {
      title: 'Dining information',
      payment: 'We accept cards, Quetzales and US dollars.',
      dietary: 'Vegetarian, vegan and gluten-free dishes are marked on the menu; tell us about any allergy.',
      guests: 'Open to guests of the retreat and to visitors.',
      reserve: 'Reserve a table',
    },
    offer: {
      eyebrow: 'Guest offer',
      title: '{percent}% off breakfast',
      text: 'Staying with us? Order breakfast before {time} and we take {percent}% off.',
      cta: 'Order Now',
    },
  },
  contact: {
    hero: {
      title: 'Contact Us',
      text: 'Questions about rooms, events or volunteering? We are happy to help.',
    },
    cards: {
      whatsApp: 'WhatsApp',
      whatsAppText: 'Chat with us',
      whatsAppGreeting: 'Hello Lakeside! I have a question about a stay.',
      instagram: 'Instagram',
      instagramText: 'Follow us',
      email: 'E-mail',
      emailText: `We reply within ${CONTACT_LIMITS.responseHours} hours`,
      opensInNewTab: '(opens in a new tab)',
    },
    address: {
      title: 'Find us',
      directions:
        'Boats (lanchas) from Panajachel stop at the San Marcos dock; from there it is a short walk along the lakeshore.',
      openInMaps: 'Open in Maps',
      mapLabel: 'Map of Lake Atitlán with San Marcos La Laguna marked on the north-west shore',
    },
    seasons: {
      title: 'Best time to visit',
      dry: 'Dry season',
      dryText: 'Sunny days and clear views of the volcanoes.',
      green: 'Green season',
      greenText: 'Afternoon rain, lush hills and fewer visitors.',
      range: '{from} to {to}',
    },
    social: {
      title: 'From our Instagram',
      recent: 'Recent posts',
      highlights: 'Highlights',
      empty: 'No posts to show yet.',
      unavailable: 'Our Instagram posts cannot be shown right now.',
      follow: 'Follow on Instagram',
    },
  },
  contactForm: {
    title: 'Send us a message',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    optional: '(optional)',
    subject: 'Subject',
    subjectRoomBooking: 'Room booking',
    subjectEvents: 'Events',
    subjectOther: 'Something else',
    message: 'Message',
    messageHint: `At least ${CONTACT_LIMITS.messageMinLength} characters.`,
    submit: 'Send Message',
    sending: 'Sending...',
    failedTitle: NOTICES.contact.failedTitle,
    failed: NOTICES.contact.failed,
    sentTitle: NOTICES.contact.sentTitle,
    sentEmailSent: NOTICES.contact.sentEmailSent,
    sent: NOTICES.contact.sent,
    fixErrors: 'Please check the highlighted fields.',
  },
  volunteer: {
    hero: {
      title: 'Volunteer With Us',
      text: 'Live by the lake, work with the team and become part of San Marcos for a while.',
    },
    cards: {
      commitment: 'Commitment',
      commitmentText: `${VOLUNTEER_LIMITS.hoursPerDay} hours/day, ${VOLUNTEER_LIMITS.daysPerWeek} days/week`,
      accommodation: 'Accommodation',
      accommodationText: 'Shared or private rooms',
      minimumStay: 'Minimum Stay',
      minimumStayText: `${VOLUNTEER_LIMITS.minWeeks} weeks minimum`,
      experience: 'Experience',
      experienceText: 'Cultural immersion',
    },
  },
  volunteerForm: {
    title: 'Volunteer Application',
    intro: 'Tell us about yourself. Fields marked * are required.',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    nationality: 'Nationality',
    age: 'Age',
    ageHint: `You must be at least ${VOLUNTEER_LIMITS.minAge}.`,
    accommodationType: 'Accommodation',
    chooseAccommodation: 'Choose…',
    shared: 'Shared room',
    private: 'Private room',
    availableFrom: 'Available from',
    duration: 'Length of stay (weeks)',
    durationHint: `At least ${VOLUNTEER_LIMITS.minWeeks} weeks.`,
    previousExperience: 'Previous experience',
    motivation: 'Why do you want to volunteer with us?',
    motivationHint: `At least ${VOLUNTEER_LIMITS.motivationMinLength} characters ({count} so far).`,
    dietaryRequirements: 'Dietary requirements',
    optional: '(optional)',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    failedTitle: NOTICES.volunteer.failedTitle,
    failed: NOTICES.volunteer.failed,
    submittedTitle: NOTICES.volunteer.submittedTitle,
    submitted: NOTICES.volunteer.submitted,
    fixErrors: 'Please check the highlighted fields.',
  },
  newsletter: {
    title: 'Join our community',
    text: 'Hear first about events, retreats and news from the lake.',
    name: 'Name',
    email: 'Email',
    submit: 'Sign Up',
    submitting: 'Signing up...',
    noThanks: 'No thanks',
    close: 'Close',
    fillInAllFields: NOTICES.newsletter.fillInAllFields,
    signedUpTitle: NOTICES.newsletter.signedUpTitle,
    signedUp: NOTICES.newsletter.signedUp,
    failed: 'We could not sign you up. Please try again.',
  },
  footer: {
    tagline: 'An eco-retreat on Lake Atitlán.',
    explore: 'Explore',
    legal: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    language: 'Language',
    copyright: '© {year} Lakeside. All rights reserved.',
  },
  notFound: {
    title: NOTICES.notFoundTitle,
    text: 'The page you are looking for has moved or never existed. These might help:',
    home: 'Home',
  },
  activities: activitiesEn,
  legal: legalEn,
  messages: messagesEn,
  booking: bookingEn,
  manageBooking: manageBookingEn,
  reviews: reviewsEn,
};

export type Dictionary = Texts<typeof en>;
