/**
 * The guest catalogue as first seeded: rooms, weekly activities, sample events, sauna and
 * wellness. Staff edit it from the console afterwards; the seed never overwrites their edits.
 * Prices are the spec's (§9 and ARCHITECTURE "Room facts"), in USD.
 */
import type { Room } from '../../rooms/room.entity.js';
import type { Event } from '../../events/event.entity.js';
import type { EventWeeklyTemplate } from '../../events/event-weekly-template.entity.js';
import type { WellnessActivity } from '../../wellness/wellness-activity.entity.js';

type RoomSeed = Pick<
  Room,
  | 'id'
  | 'name'
  | 'description'
  | 'fullDescription'
  | 'pricePerNight'
  | 'maxGuests'
  | 'beds'
  | 'bathrooms'
  | 'amenities'
  | 'features'
  | 'rating'
  | 'reviewCount'
  | 'imageEmoji'
>;

/** In display order. No photos yet: cards show the emoji until staff upload some. */
export const ROOMS: RoomSeed[] = [
  {
    id: 'lakefront_lower',
    name: 'Lakefront Lower Room',
    description: 'A cool stone-walled room at the water’s edge, with a private terrace a few steps from the lake.',
    fullDescription:
      'Set at garden level right on the shore, this room opens onto a private terrace where you can watch the ' +
      'fishermen’s cayucos cross Lake Atitlán at dawn, with the volcanoes San Pedro, Tolimán and Atitlán ' +
      'across the water. Thick stone walls keep it cool through the afternoon, the queen bed is dressed in ' +
      'organic cotton, and the shower is heated by the sun. A quiet, simple place to sleep to the sound of the lake.',
    pricePerNight: '65.00',
    maxGuests: 2,
    beds: 1,
    bathrooms: 1,
    amenities: ['Lake view', 'Private terrace', 'Queen bed', 'Solar hot shower', 'Mosquito net', 'Filtered water'],
    features: ['WiFi', 'Coffee'],
    rating: 4.8,
    reviewCount: 127,
    imageEmoji: '🌊',
  },
  {
    id: 'upper_lakefront',
    name: 'Upper Lake Front',
    description: 'An upper-floor room with a balcony and hammock facing the three volcanoes.',
    fullDescription:
      'Up a flight of stone steps, this bright room has wide windows and a balcony with a hammock that looks ' +
      'straight across Lake Atitlán to the volcanoes. Mornings are for watching the mist lift off the water ' +
      'with a cup of local coffee; evenings for the sunset behind San Pedro. Built with local timber and ' +
      'furnished by carpenters from San Marcos, with a private bathroom and solar-heated shower.',
    pricePerNight: '80.00',
    maxGuests: 2,
    beds: 1,
    bathrooms: 1,
    amenities: ['Panoramic lake view', 'Balcony with hammock', 'Queen bed', 'Solar hot shower', 'Reading nook'],
    features: ['WiFi', 'Coffee'],
    rating: 4.9,
    reviewCount: 89,
    imageEmoji: '🌅',
  },
  {
    id: 'lakeside_cottage',
    name: 'Private Lake-side Cottage',
    description: 'A freestanding cottage by the shore for up to four, with its own kitchenette and garden.',
    fullDescription:
      'A freestanding adobe cottage a short garden path from the lake, made for families and small groups. ' +
      'Two beds, a kitchenette for simple meals, and a shaded porch where you can eat, read or watch the ' +
      'weather roll over the volcanoes. Composting, rainwater and solar power keep its footprint light; ' +
      'the lake, the dock and the restaurant are all a few minutes on foot.',
    pricePerNight: '100.00',
    maxGuests: 4,
    beds: 2,
    bathrooms: 1,
    amenities: ['Lake access', 'Kitchenette', 'Shaded porch', 'Two beds', 'Solar hot shower', 'Private garden'],
    features: ['WiFi', 'Coffee'],
    rating: 4.7,
    reviewCount: 156,
    imageEmoji: '🏡',
  },
  {
    id: 'garden_cottage',
    name: 'Garden View Cottage',
    description:
      'A quiet cottage for up to four among the avocado, banana and coffee trees of our permaculture garden.',
    fullDescription:
      'Tucked into the permaculture garden above the shore, this cottage wakes up to birdsong and the smell of ' +
      'coffee blossom. Two beds, a small kitchenette and a terrace looking over the food forest make it an easy ' +
      'base for longer stays, and the lake is a short walk down the garden path. It sits closest to the road, ' +
      'so it is the one to choose if you arrive by car.',
    pricePerNight: '100.00',
    maxGuests: 4,
    beds: 2,
    bathrooms: 1,
    amenities: ['Garden view', 'Kitchenette', 'Terrace', 'Two beds', 'Solar hot shower', 'Hammock'],
    features: ['WiFi', 'Parking', 'Coffee'],
    rating: 4.6,
    reviewCount: 94,
    imageEmoji: '🌿',
  },
];

type TemplateSeed = Pick<
  EventWeeklyTemplate,
  | 'title'
  | 'description'
  | 'dayOfWeek'
  | 'startTime'
  | 'endTime'
  | 'duration'
  | 'ticketPrice'
  | 'maxAttendees'
  | 'category'
  | 'location'
  | 'imageEmoji'
  | 'extras'
>;

const DAILY = -1;
const weekly = (seed: Omit<TemplateSeed, 'endTime' | 'extras'> & Partial<TemplateSeed>): TemplateSeed => ({
  endTime: null,
  extras: [],
  ...seed,
});

/** The weekly schedule (spec §9); dayOfWeek 0 = Sunday, -1 = every day. */
export const WEEKLY_TEMPLATES: TemplateSeed[] = [
  weekly({
    title: 'Drum Night',
    description: 'Bring a drum or borrow one: rhythm around the fire circle, open to every level.',
    dayOfWeek: 1,
    startTime: '19:00',
    duration: '2 hours',
    ticketPrice: '5.00',
    maxAttendees: 20,
    category: 'music',
    location: 'Fire circle',
    imageEmoji: '🥁',
  }),
  weekly({
    title: 'Movie Night',
    description: 'A film under the stars on the big screen, with popcorn from the kitchen.',
    dayOfWeek: 2,
    startTime: '20:00',
    duration: '2 hours',
    ticketPrice: '3.00',
    maxAttendees: 30,
    category: 'community',
    location: 'Community hall',
    imageEmoji: '🎬',
  }),
  weekly({
    title: 'Sauna Session',
    description: 'The wood-fired sauna is open to all, with cold plunges in the lake between rounds.',
    dayOfWeek: 3,
    startTime: '17:00',
    endTime: '21:00',
    duration: '4 hours',
    ticketPrice: '8.00',
    maxAttendees: 8,
    category: 'wellness',
    location: 'Lakeside sauna',
    imageEmoji: '🧖',
    extras: [{ name: 'Towel', price: '3.00' }],
  }),
  weekly({
    title: 'Cooking Class',
    description: 'Cook a Guatemalan meal with our kitchen team, using vegetables from the garden.',
    dayOfWeek: 4,
    startTime: '16:00',
    duration: '2 hours',
    ticketPrice: '15.00',
    maxAttendees: 8,
    category: 'culinary',
    location: 'Restaurant kitchen',
    imageEmoji: '🍲',
  }),
  weekly({
    title: 'Live Music',
    description: 'Local and travelling musicians play the restaurant terrace.',
    dayOfWeek: 5,
    startTime: '19:30',
    duration: '3 hours',
    ticketPrice: '7.00',
    maxAttendees: 40,
    category: 'music',
    location: 'Restaurant terrace',
    imageEmoji: '🎶',
  }),
  weekly({
    title: 'Morning Yoga',
    description: 'A gentle flow on the deck over the lake to start the day.',
    dayOfWeek: DAILY,
    startTime: '07:00',
    duration: '1 hour',
    ticketPrice: '0.00',
    maxAttendees: 15,
    category: 'wellness',
    location: 'Yoga deck',
    imageEmoji: '🧘',
  }),
  weekly({
    title: 'Sunrise Hike',
    description: 'A guided walk up the hillside trail for the view over the lake and volcanoes.',
    dayOfWeek: DAILY,
    startTime: '06:30',
    duration: '2 hours',
    ticketPrice: '0.00',
    maxAttendees: 12,
    category: 'fitness',
    location: 'Meet at reception',
    imageEmoji: '🥾',
  }),
];

type EventSeed = Pick<
  Event,
  | 'title'
  | 'description'
  | 'eventTime'
  | 'duration'
  | 'maxAttendees'
  | 'ticketPrice'
  | 'category'
  | 'location'
  | 'tags'
  | 'imageEmoji'
> & {
  /** Days after the seed's "today": sample events always lie ahead. */
  daysFromToday: number;
  /** Seats already taken, so the pages show realistic joined/max figures. */
  joined: number;
};

/** Sample one-off events (spec §9), placed in the weeks after the day the seed runs. */
export const SAMPLE_EVENTS: EventSeed[] = [
  {
    title: 'Sunrise Drum Circle',
    description: 'Greet the sun over the lake with drums, rattles and voices. Instruments provided.',
    daysFromToday: 5,
    eventTime: '06:00',
    duration: '90 min',
    ticketPrice: '15.00',
    maxAttendees: 20,
    joined: 8,
    category: 'community',
    location: 'Lakeshore',
    tags: ['music', 'sunrise', 'community'],
    imageEmoji: '🥁',
  },
  {
    title: 'Mayan Cacao Ceremony',
    description: 'A heart-opening ceremony with ceremonial cacao, guided by a local Maya facilitator.',
    daysFromToday: 9,
    eventTime: '19:00',
    duration: '2 hours',
    ticketPrice: '35.00',
    maxAttendees: 15,
    joined: 12,
    category: 'spiritual',
    location: 'Ceremony space',
    tags: ['ceremony', 'cacao', 'culture'],
    imageEmoji: '🍫',
  },
  {
    title: 'Permaculture Workshop',
    description: 'Hands-on afternoon in our food forest: composting, seed saving and water harvesting.',
    daysFromToday: 13,
    eventTime: '14:00',
    duration: '3 hours',
    ticketPrice: '25.00',
    maxAttendees: 12,
    joined: 5,
    category: 'education',
    location: 'Permaculture garden',
    tags: ['permaculture', 'garden', 'workshop'],
    imageEmoji: '🌱',
  },
  {
    title: 'Full Moon Meditation',
    description: 'A guided meditation and sound bath under the moon, on the deck over the water.',
    daysFromToday: 18,
    eventTime: '20:30',
    duration: '75 min',
    ticketPrice: '20.00',
    maxAttendees: 25,
    joined: 18,
    category: 'wellness',
    location: 'Yoga deck',
    tags: ['meditation', 'moon', 'sound'],
    imageEmoji: '🌕',
  },
  {
    title: 'Season Opening',
    description: 'Open house to start the season: music, food from the kitchen and the whole community.',
    daysFromToday: 24,
    eventTime: '19:00',
    duration: '3 hours',
    ticketPrice: '0.00',
    maxAttendees: 100,
    joined: 45,
    category: 'community',
    location: 'Restaurant terrace',
    tags: ['celebration', 'music', 'community'],
    imageEmoji: '🎉',
  },
];

/** Bookable sauna start times (spec §9), two hours apart. */
export const SAUNA_SLOT_TIMES = ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00'];

/** Private sauna session prices by length in minutes (spec §9). */
export const SAUNA_RATES = [
  { durationMinutes: 60, price: '15.00' },
  { durationMinutes: 90, price: '20.00' },
  { durationMinutes: 120, price: '25.00' },
];

type WellnessSeed = Pick<
  WellnessActivity,
  'title' | 'description' | 'startTime' | 'durationMinutes' | 'instructor' | 'location' | 'maxParticipants' | 'price'
> &
  Partial<Pick<WellnessActivity, 'imageEmoji'>>;

/** Daily wellness classes (spec §9 samples). */
export const WELLNESS_ACTIVITIES: WellnessSeed[] = [
  {
    title: 'Yoga',
    description: 'Vinyasa flow for all levels on the deck over the lake.',
    startTime: '07:00',
    durationMinutes: 60,
    instructor: 'Resident yoga teacher',
    location: 'Yoga deck',
    maxParticipants: 15,
    price: '10.00',
    imageEmoji: '🧘',
  },
  {
    title: 'Breathwork',
    description: 'Guided breathing to calm the nervous system and clear the mind.',
    startTime: '16:00',
    durationMinutes: 45,
    instructor: 'Visiting breathwork facilitator',
    location: 'Garden pavilion',
    maxParticipants: 10,
    price: '12.00',
    imageEmoji: '🌬️',
  },
  {
    title: 'Sound Healing',
    description: 'Lie back while singing bowls, gongs and chimes fill the room.',
    startTime: '19:30',
    durationMinutes: 75,
    instructor: 'Resident sound healer',
    location: 'Ceremony space',
    maxParticipants: 20,
    price: '18.00',
    imageEmoji: '🔔',
  },
];
