/**
 * Fake API routes for the events, schedule, menu and gallery pages, with the shapes the real
 * API answers. Dates are relative to today at the retreat, so the current week always has
 * events and a week three weeks ahead never does.
 */
import { addDays, weekStartOf } from '../../src/components/events/calendar-week';
import { retreatClock } from '../../src/lib/time/retreat-clock';
import { errorBody, isBeyondEventHorizon, MESSAGES } from '@lakeside/contracts';
import type {
  EventOccurrenceReply,
  EventSessionReply,
  MenuCategoryReply,
  MenuItemReply,
  MenuReply,
  SaunaAvailabilityReply,
  SocialPostReply,
  WellnessActivityReply,
} from '@lakeside/contracts';
import type { FakeRoute } from './fake-api';
import { eventBooked, placedOrder, saunaBooked } from './replies';
import { sessionPaymentRoutes } from './fake-session-payment-api';

export const TODAY = retreatClock().date;
const WEEK_START = weekStartOf(TODAY);

function session(date: string, time: string, max: number, taken: number): EventSessionReply {
  return {
    id: null,
    date,
    time,
    startsAt: `${date}T${time}:00-06:00`,
    maxAttendees: max,
    seatsTaken: taken,
    spotsLeft: max - taken,
    bookable: max > taken,
  };
}

/** One occurrence as `GET /api/events` answers it (the contracts' eventOccurrenceReply), with a single session. */
export function occurrence(
  id: string,
  title: string,
  category: string,
  date: string,
  time: string,
  price: string,
  max: number,
  taken: number,
): EventOccurrenceReply {
  const template = id.startsWith('template');
  return {
    id,
    kind: template ? 'template' : 'event',
    eventId: template ? null : Number(id.split(':')[1]),
    templateId: template ? Number(id.split(':')[1]) : null,
    title,
    description: `${title} by the lake, open to guests and the village.`,
    titleEs: null,
    descriptionEs: null,
    eventDate: date,
    eventTime: time,
    endTime: null,
    duration: '90 min',
    ticketPrice: price,
    currency: 'USD',
    maxAttendees: max,
    currentAttendees: taken,
    spotsLeft: max - taken,
    category,
    location: 'Lakeside deck',
    locationEs: null,
    tags: [],
    image: '🎉',
    imageUrl: null,
    extras: [],
    ...(template ? { dayOfWeek: new Date(`${date}T12:00:00Z`).getUTCDay() } : {}),
    sessions: [session(date, time, max, taken)],
  };
}

/**
 * Four events this week (one sold out), two next week, none the week after, and three in
 * the fourth week so the upcoming list always has more than 3 cards whatever today is.
 */
export const EVENTS = [
  occurrence('event:1', 'Sunrise Drum Circle', 'community', addDays(WEEK_START, 1), '06:00', '15.00', 20, 8),
  occurrence('event:2', 'Mayan Cacao Ceremony', 'spiritual', addDays(WEEK_START, 1), '19:00', '35.50', 15, 12),
  occurrence('event:3', 'Full Moon Meditation', 'spiritual', addDays(WEEK_START, 3), '20:30', '20.00', 25, 25),
  occurrence('event:4', 'Permaculture Workshop', 'education', addDays(WEEK_START, 5), '14:00', '25.00', 12, 5),
  occurrence(
    'template:7:' + addDays(WEEK_START, 8),
    'Morning Yoga',
    'wellness',
    addDays(WEEK_START, 8),
    '07:00',
    '0.00',
    15,
    3,
  ),
  occurrence('event:5', 'Live Music Night', 'music', addDays(WEEK_START, 12), '19:30', '7.00', 40, 10),
  occurrence('event:6', 'Village Clean-up', 'community', addDays(WEEK_START, 21), '09:00', '0.00', 30, 2),
  occurrence('event:7', 'Weaving Class', 'education', addDays(WEEK_START, 22), '10:00', '12.00', 8, 1),
  occurrence('event:8', 'Sound Healing', 'wellness', addDays(WEEK_START, 23), '19:30', '18.00', 20, 4),
];

/**
 * Retreats planned months ahead, beyond the upcoming cards' four weeks: GET /api/events/upcoming
 * lists them (with EVENTS' one-off events), and the week view shows them in their weeks.
 */
export const LATER_EVENTS = [
  occurrence('event:20', 'Silent Retreat', 'wellness', addDays(TODAY, 75), '09:00', '320.00', 14, 3),
  occurrence('event:21', 'Cacao Retreat', 'spiritual', addDays(TODAY, 200), '10:00', '450.00', 12, 0),
];

/** An occurrence with the Spanish title (and description) staff gave it. */
export function inSpanish<T extends object>(event: T, titleEs: string | null, descriptionEs: string | null = null) {
  return { ...event, titleEs, descriptionEs };
}

/** Spanish title and description by occurrence id; the others get none. */
const SPANISH_EVENT_TEXTS: Record<string, [string, string | null]> = {
  'event:1': ['Círculo de tambores al amanecer', null],
  'event:2': ['Ceremonia maya del cacao', 'Ceremonia del cacao junto al lago, abierta a huéspedes y al pueblo.'],
  // Left empty by staff: the English stays.
  'event:3': ['', null],
  [`template:7:${addDays(WEEK_START, 8)}`]: ['Yoga matutino', null],
};

/** EVENTS from an API with translations: three in Spanish, one left empty, the rest without. */
export const EVENTS_WITH_SPANISH = EVENTS.map((event) => {
  const texts = SPANISH_EVENT_TEXTS[event.id];
  return texts ? inSpanish(event, ...texts) : event;
});

/** The API's answer to a `from` past the events horizon (GET /api/events and /upcoming alike). */
const beyondHorizon = {
  status: 400,
  body: errorBody('common.validationFailed', {
    errors: [{ field: 'from', message: MESSAGES.dateBeyondEventHorizon }],
  }),
};

/** `GET /api/events` over `events`: those from `from` for `days` days; 400 past the horizon. */
export function eventsRoute(events: readonly { eventDate: string }[]): FakeRoute {
  return (request) => {
    const query = new URL(request.url, 'http://fake').searchParams;
    const from = query.get('from') ?? TODAY;
    if (isBeyondEventHorizon(from, TODAY)) return beyondHorizon;
    const until = addDays(from, Number(query.get('days') ?? 28));
    return { status: 200, body: events.filter((event) => event.eventDate >= from && event.eventDate < until) };
  };
}

/** `GET /api/events/upcoming` over `events`: the one-off events from `from` (not before today) to the horizon. */
export function upcomingRoute(events: readonly EventOccurrenceReply[]): FakeRoute {
  return (request) => {
    const asked = new URL(request.url, 'http://fake').searchParams.get('from') ?? TODAY;
    const from = asked > TODAY ? asked : TODAY;
    if (isBeyondEventHorizon(from, TODAY)) return beyondHorizon;
    const body = events.filter(
      (event) => event.kind === 'event' && event.eventDate >= from && !isBeyondEventHorizon(event.eventDate, TODAY),
    );
    return { status: 200, body };
  };
}

/** Today's sauna: 13:00 is booked, the rest free; `communal` slots are the communal sauna session's. */
export function saunaDay(date: string, booked: string[] = ['13:00'], communal: string[] = []): SaunaAvailabilityReply {
  return {
    date,
    slots: ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00'].map((time) => ({
      time,
      available: !booked.includes(time) && !communal.includes(time),
      booked: booked.includes(time),
      reason: booked.includes(time) ? 'booked' : communal.includes(time) ? 'communal_session' : null,
    })),
    rates: [
      { duration: 60, price: '15.00', currency: 'USD' },
      { duration: 90, price: '20.00', currency: 'USD' },
      { duration: 120, price: '25.50', currency: 'USD' },
    ],
  };
}

/** Two classes held every day: the yoga has a Spanish title, the breathwork none. */
export const WELLNESS: WellnessActivityReply[] = [
  {
    id: 1,
    title: 'Sunrise Yoga',
    titleEs: 'Yoga al amanecer',
    descriptionEs: 'Yoga al amanecer junto al lago.',
    time: '07:00',
    duration: '60 min',
    instructor: 'María',
    location: 'Yoga deck',
    dayOfWeek: -1,
  },
  {
    id: 2,
    title: 'Breathwork',
    titleEs: null,
    descriptionEs: null,
    time: '16:00',
    duration: '45 min',
    instructor: 'Tomás',
    location: 'Garden',
    dayOfWeek: null,
  },
].map((activity) => ({
  ...activity,
  description: `${activity.title} by the lake.`,
  locationEs: null,
  durationMinutes: Number.parseInt(activity.duration, 10),
  maxParticipants: 15,
  price: '10.00',
  currency: 'USD',
  image: '🧘',
}));

/** A dish as the API answers it (the contracts' menuItemReply). */
export function dish(id: number, name: string, price: string, extra: Partial<MenuItemReply> = {}): MenuItemReply {
  return {
    id,
    categoryId: Math.floor(id / 10),
    name,
    description: `${name}, made in our kitchen.`,
    nameEs: null,
    descriptionEs: null,
    price,
    isAvailable: true,
    isPopular: false,
    dietary: [],
    spiceLevel: null,
    preparationTime: 15,
    allergens: [],
    calories: null,
    imageUrl: null,
    modifiers: [],
    ...extra,
  };
}

/** A category as the API answers it, served all day unless `extra` says otherwise. */
export function menuCategory(
  id: number,
  name: string,
  items: MenuItemReply[],
  extra: Partial<MenuCategoryReply> = {},
): MenuCategoryReply {
  return {
    id,
    name,
    description: null,
    nameEs: null,
    descriptionEs: null,
    displayOrder: id,
    icon: null,
    imageUrl: null,
    availableFrom: null,
    availableUntil: null,
    items,
    ...extra,
  };
}

/**
 * Two categories; one dish unavailable, one popular and spicy. Breakfast and the pancakes
 * carry Spanish texts, the coffee's were left empty, the rest have none.
 */
export const MENU: MenuReply = [
  menuCategory(
    1,
    'Breakfast',
    [
      dish(11, 'Huevos Rancheros', '45.00', {
        isPopular: true,
        spiceLevel: 2,
        dietary: ['vegetarian'],
        allergens: ['eggs'],
      }),
      dish(12, 'Banana Pancakes', '38.50', {
        allergens: ['gluten', 'dairy'],
        nameEs: 'Panqueques de banano',
        descriptionEs: 'Panqueques de banano, hechos en nuestra cocina.',
      }),
    ],
    {
      description: 'Until 11:00.',
      nameEs: 'Desayuno',
      descriptionEs: 'Hasta las 11:00.',
      availableFrom: '07:00',
      availableUntil: '11:00',
    },
  ),
  menuCategory(2, 'Drinks', [
    dish(21, 'Coffee', '8.00', { descriptionEs: '' }),
    dish(22, 'Fresh Juice', '20.00', { isAvailable: false }),
  ]),
];

/**
 * A picture of the site's own as the post's image: the test browser has no network, and the
 * pages' policy (img-src 'self' https:) refuses data: URLs, which the API never passes on.
 */
const picture = (name: string) => `/media/home/${name}.svg`;

export const LONG_CAPTION =
  'Sunrise over Volcán San Pedro from the dock this morning. The lake was glass, the cayucos were out early and the coffee was just roasted. Come and see it for yourself soon!';

export const POSTS: SocialPostReply[] = [
  {
    id: 'p1',
    media_type: 'IMAGE',
    media_url: picture('dock'),
    thumbnail_url: null,
    caption: LONG_CAPTION,
    permalink: 'https://www.instagram.com/p/p1/',
    timestamp: '2026-11-20T13:00:00.000Z',
  },
  {
    id: 'p2',
    media_type: 'VIDEO',
    media_url: 'https://video.example/p2.mp4',
    thumbnail_url: picture('drum-circle'),
    caption: 'Cacao ceremony',
    permalink: 'https://www.instagram.com/p/p2/',
    timestamp: '2026-11-18T01:30:00.000Z',
  },
  {
    id: 'p3',
    media_type: 'CAROUSEL_ALBUM',
    media_url: picture('garden-table'),
    thumbnail_url: null,
    caption: null,
    permalink: 'https://www.instagram.com/p/p3/',
    timestamp: '2026-11-10T18:00:00.000Z',
  },
];

/** `cards`: PayPal and cards through Recurrente are offered (else the simulated provider). */
export function activitiesRoutes({
  payAtRetreat = true,
  cards = false,
}: { payAtRetreat?: boolean; cards?: boolean } = {}): Record<string, FakeRoute> {
  const ticketPrices = Object.fromEntries([...EVENTS, ...LATER_EVENTS].map((event) => [event.id, event.ticketPrice]));
  const saunaRates = Object.fromEntries(saunaDay(TODAY).rates.map((rate) => [rate.duration, rate.price]));
  return {
    ...sessionPaymentRoutes({ ticketPrices, saunaRates, payAtRetreat, cards }),
    'GET /api/instagram/posts': () => ({ status: 200, body: POSTS }),
    'GET /api/restaurant/menu/full': () => ({ status: 200, body: MENU }),
    'POST /api/restaurant/orders': () => ({ status: 201, body: placedOrder(3, 'ORD-0042') }),
    'GET /api/sauna/availability': (request) => ({
      status: 200,
      body: saunaDay(new URL(request.url, 'http://fake').searchParams.get('date') ?? TODAY),
    }),
    'POST /api/sauna-bookings': (request) => ({
      status: 201,
      body: saunaBooked(31, JSON.parse(request.body) as Record<string, unknown>),
    }),
    'GET /api/wellness/activities': () => ({ status: 200, body: WELLNESS }),
    'GET /api/events': eventsRoute([...EVENTS, ...LATER_EVENTS]),
    'GET /api/events/upcoming': upcomingRoute([...EVENTS, ...LATER_EVENTS]),
    'POST /api/event-bookings': (request) => ({
      status: 201,
      body: eventBooked(91, JSON.parse(request.body) as Record<string, unknown>),
    }),
  };
}
