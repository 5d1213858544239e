/**
 * The guest catalogue as first seeded: weekly activities, sample events, sauna and wellness
 * (the rooms are in rooms.data.ts). Staff edit it from the console afterwards; the seed never
 * overwrites their edits (docs/requirements/booking-rules.md#catalogue-seed). Prices are in USD.
 * The Spanish texts (…Es) are Guatemalan Spanish speaking to the guest as usted, like the
 * site's /es/ pages.
 */
import type { Event } from '../../events/event.entity.js';
import type { EventWeeklyTemplate } from '../../events/event-weekly-template.entity.js';
import type { WellnessActivity } from '../../wellness/wellness-activity.entity.js';

type TemplateSeed = Pick<
  EventWeeklyTemplate,
  | 'title'
  | 'titleEs'
  | 'description'
  | 'descriptionEs'
  | 'dayOfWeek'
  | 'startTime'
  | 'endTime'
  | 'duration'
  | 'ticketPrice'
  | 'maxAttendees'
  | 'category'
  | 'location'
  | 'locationEs'
  | 'imageEmoji'
  | 'extras'
  | 'sharedResource'
>;

const DAILY = -1;
const weekly = (
  seed: Omit<TemplateSeed, 'endTime' | 'extras' | 'sharedResource'> & Partial<TemplateSeed>,
): TemplateSeed => ({
  endTime: null,
  extras: [],
  sharedResource: null,
  ...seed,
});

/** The weekly schedule; dayOfWeek 0 = Sunday, -1 = every day (EVERY_DAY). */
export const WEEKLY_TEMPLATES: TemplateSeed[] = [
  weekly({
    title: 'Drum Night',
    titleEs: 'Noche de tambores',
    description: 'Bring a drum or borrow one: rhythm around the fire circle, open to every level.',
    descriptionEs:
      'Traiga su tambor o tome uno prestado: ritmo alrededor del círculo de fuego, abierto a todos los niveles.',
    dayOfWeek: 1,
    startTime: '19:00',
    duration: '2 hours',
    ticketPrice: '5.00',
    maxAttendees: 20,
    category: 'music',
    location: 'Fire circle',
    locationEs: 'Círculo de fuego',
    imageEmoji: '🥁',
  }),
  weekly({
    title: 'Movie Night',
    titleEs: 'Noche de cine',
    description: 'A film under the stars on the big screen, with popcorn from the kitchen.',
    descriptionEs: 'Una película bajo las estrellas en la pantalla grande, con poporopo recién hecho en la cocina.',
    dayOfWeek: 2,
    startTime: '20:00',
    duration: '2 hours',
    ticketPrice: '3.00',
    maxAttendees: 30,
    category: 'community',
    location: 'Community hall',
    locationEs: 'Salón comunitario',
    imageEmoji: '🎬',
  }),
  weekly({
    title: 'Sauna Session',
    titleEs: 'Tarde de sauna',
    description: 'The wood-fired sauna is open to all, with cold plunges in the lake between rounds.',
    descriptionEs: 'El sauna de leña está abierto para todos, con chapuzones en el agua fría del lago entre rondas.',
    dayOfWeek: 3,
    startTime: '17:00',
    endTime: '21:00',
    duration: '4 hours',
    ticketPrice: '8.00',
    maxAttendees: 8,
    category: 'wellness',
    location: 'Lakeside sauna',
    locationEs: 'Sauna a la orilla del lago',
    imageEmoji: '🧖',
    extras: [{ name: 'Towel', price: '3.00' }],
    // The same sauna the private slots sell: they are not for sale while this session runs.
    sharedResource: 'sauna',
  }),
  weekly({
    title: 'Cooking Class',
    titleEs: 'Clase de cocina',
    description: 'Cook a Guatemalan meal with our kitchen team, using vegetables from the garden.',
    descriptionEs: 'Prepare un platillo guatemalteco con nuestro equipo de cocina, con verduras de la huerta.',
    dayOfWeek: 4,
    startTime: '16:00',
    duration: '2 hours',
    ticketPrice: '15.00',
    maxAttendees: 8,
    category: 'culinary',
    location: 'Restaurant kitchen',
    locationEs: 'Cocina del restaurante',
    imageEmoji: '🍲',
  }),
  weekly({
    title: 'Live Music',
    titleEs: 'Música en vivo',
    description: 'Local and travelling musicians play the restaurant terrace.',
    descriptionEs: 'Músicos del pueblo y de paso tocan en la terraza del restaurante.',
    dayOfWeek: 5,
    startTime: '19:30',
    duration: '3 hours',
    ticketPrice: '7.00',
    maxAttendees: 40,
    category: 'music',
    location: 'Restaurant terrace',
    locationEs: 'Terraza del restaurante',
    imageEmoji: '🎶',
  }),
  weekly({
    title: 'Morning Yoga',
    titleEs: 'Yoga por la mañana',
    description: 'A gentle flow on the deck over the lake to start the day.',
    descriptionEs: 'Una secuencia suave en la plataforma sobre el lago para empezar el día.',
    dayOfWeek: DAILY,
    startTime: '07:00',
    duration: '1 hour',
    ticketPrice: '0.00',
    maxAttendees: 15,
    category: 'wellness',
    location: 'Yoga deck',
    locationEs: 'Plataforma de yoga',
    imageEmoji: '🧘',
  }),
  weekly({
    title: 'Sunrise Hike',
    titleEs: 'Caminata al amanecer',
    description: 'A guided walk up the hillside trail for the view over the lake and volcanoes.',
    descriptionEs: 'Una caminata guiada por el sendero del cerro, para ver desde arriba el lago y los volcanes.',
    dayOfWeek: DAILY,
    startTime: '06:30',
    duration: '2 hours',
    ticketPrice: '0.00',
    maxAttendees: 12,
    category: 'fitness',
    location: 'Meet at reception',
    locationEs: 'Encuentro en la recepción',
    imageEmoji: '🥾',
  }),
];

type EventSeed = Pick<
  Event,
  | 'title'
  | 'titleEs'
  | 'description'
  | 'descriptionEs'
  | 'eventTime'
  | 'duration'
  | 'maxAttendees'
  | 'ticketPrice'
  | 'category'
  | 'location'
  | 'locationEs'
  | 'tags'
  | 'imageEmoji'
> & {
  /** Days after the seed's "today": sample events always lie ahead. */
  daysFromToday: number;
  /** Seats already taken, so the pages show realistic joined/max figures. */
  joined: number;
};

/** Sample one-off events, placed in the weeks after the day the seed runs. */
export const SAMPLE_EVENTS: EventSeed[] = [
  {
    title: 'Sunrise Drum Circle',
    titleEs: 'Círculo de tambores al amanecer',
    description: 'Greet the sun over the lake with drums, rattles and voices. Instruments provided.',
    descriptionEs:
      'Reciba el amanecer sobre el lago con tambores, sonajas y voces. Nosotros le prestamos los instrumentos.',
    daysFromToday: 5,
    eventTime: '06:00',
    duration: '90 min',
    ticketPrice: '15.00',
    maxAttendees: 20,
    joined: 8,
    category: 'community',
    location: 'Lakeshore',
    locationEs: 'Orilla del lago',
    tags: ['music', 'sunrise', 'community'],
    imageEmoji: '🥁',
  },
  {
    title: 'Mayan Cacao Ceremony',
    titleEs: 'Ceremonia maya de cacao',
    description: 'A heart-opening ceremony with ceremonial cacao, guided by a local Maya facilitator.',
    descriptionEs:
      'Una ceremonia para abrir el corazón con cacao ceremonial, guiada por un facilitador maya de la región.',
    daysFromToday: 9,
    eventTime: '19:00',
    duration: '2 hours',
    ticketPrice: '35.00',
    maxAttendees: 15,
    joined: 12,
    category: 'spiritual',
    location: 'Ceremony space',
    locationEs: 'Espacio ceremonial',
    tags: ['ceremony', 'cacao', 'culture'],
    imageEmoji: '🍫',
  },
  {
    title: 'Permaculture Workshop',
    titleEs: 'Taller de permacultura',
    description: 'Hands-on afternoon in our food forest: composting, seed saving and water harvesting.',
    descriptionEs:
      'Una tarde práctica en nuestro bosque comestible: compost, conservación de semillas y captación de agua de lluvia.',
    daysFromToday: 13,
    eventTime: '14:00',
    duration: '3 hours',
    ticketPrice: '25.00',
    maxAttendees: 12,
    joined: 5,
    category: 'education',
    location: 'Permaculture garden',
    locationEs: 'Huerto de permacultura',
    tags: ['permaculture', 'garden', 'workshop'],
    imageEmoji: '🌱',
  },
  {
    title: 'Full Moon Meditation',
    titleEs: 'Meditación de luna llena',
    description: 'A guided meditation and sound bath under the moon, on the deck over the water.',
    descriptionEs: 'Una meditación guiada y un baño de sonido bajo la luna, en la plataforma sobre el agua.',
    daysFromToday: 18,
    eventTime: '20:30',
    duration: '75 min',
    ticketPrice: '20.00',
    maxAttendees: 25,
    joined: 18,
    category: 'wellness',
    location: 'Yoga deck',
    locationEs: 'Plataforma de yoga',
    tags: ['meditation', 'moon', 'sound'],
    imageEmoji: '🌕',
  },
  {
    title: 'Season Opening',
    titleEs: 'Apertura de temporada',
    description: 'Open house to start the season: music, food from the kitchen and the whole community.',
    descriptionEs: 'Puertas abiertas para empezar la temporada: música, comida de nuestra cocina y toda la comunidad.',
    daysFromToday: 24,
    eventTime: '19:00',
    duration: '3 hours',
    ticketPrice: '0.00',
    maxAttendees: 100,
    joined: 45,
    category: 'community',
    location: 'Restaurant terrace',
    locationEs: 'Terraza del restaurante',
    tags: ['celebration', 'music', 'community'],
    imageEmoji: '🎉',
  },
];

/** Bookable sauna start times, two hours apart (docs/requirements/booking-rules.md#sauna). */
export const SAUNA_SLOT_TIMES = ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00'];

/** Private sauna session prices (USD) by length in minutes. */
export const SAUNA_RATES = [
  { durationMinutes: 60, price: '15.00' },
  { durationMinutes: 90, price: '20.00' },
  { durationMinutes: 120, price: '25.00' },
];

type WellnessSeed = Pick<
  WellnessActivity,
  | 'title'
  | 'titleEs'
  | 'description'
  | 'descriptionEs'
  | 'startTime'
  | 'durationMinutes'
  | 'instructor'
  | 'location'
  | 'locationEs'
  | 'maxParticipants'
  | 'price'
> &
  Partial<Pick<WellnessActivity, 'imageEmoji'>>;

/** Daily wellness classes. */
export const WELLNESS_ACTIVITIES: WellnessSeed[] = [
  {
    title: 'Yoga',
    titleEs: 'Yoga',
    description: 'Vinyasa flow for all levels on the deck over the lake.',
    descriptionEs: 'Vinyasa para todos los niveles en la plataforma sobre el lago.',
    startTime: '07:00',
    durationMinutes: 60,
    instructor: 'Resident yoga teacher',
    location: 'Yoga deck',
    locationEs: 'Plataforma de yoga',
    maxParticipants: 15,
    price: '10.00',
    imageEmoji: '🧘',
  },
  {
    title: 'Breathwork',
    titleEs: 'Respiración consciente',
    description: 'Guided breathing to calm the nervous system and clear the mind.',
    descriptionEs: 'Respiración guiada para calmar el sistema nervioso y despejar la mente.',
    startTime: '16:00',
    durationMinutes: 45,
    instructor: 'Visiting breathwork facilitator',
    location: 'Garden pavilion',
    locationEs: 'Pabellón del jardín',
    maxParticipants: 10,
    price: '12.00',
    imageEmoji: '🌬️',
  },
  {
    title: 'Sound Healing',
    titleEs: 'Sanación con sonido',
    description: 'Lie back while singing bowls, gongs and chimes fill the room.',
    descriptionEs: 'Recuéstese mientras los cuencos cantores, los gongs y las campanillas llenan el salón.',
    startTime: '19:30',
    durationMinutes: 75,
    instructor: 'Resident sound healer',
    location: 'Ceremony space',
    locationEs: 'Espacio ceremonial',
    maxParticipants: 20,
    price: '18.00',
    imageEmoji: '🔔',
  },
];
