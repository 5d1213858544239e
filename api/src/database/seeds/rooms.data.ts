/**
 * The rooms as first seeded (docs/requirements/booking-rules.md#rooms), prices in USD. Staff edit them
 * from the console afterwards; the seed never overwrites their edits.
 */
import type { Room } from '../../rooms/room.entity.js';

type RoomSeed = Pick<
  Room,
  | 'id'
  | 'name'
  | 'nameEs'
  | 'description'
  | 'descriptionEs'
  | 'fullDescription'
  | 'fullDescriptionEs'
  | 'pricePerNight'
  | 'maxGuests'
  | 'beds'
  | 'bathrooms'
  | 'amenities'
  | 'amenitiesEs'
  | 'features'
  | 'imageEmoji'
>;

/**
 * In display order. No photos yet: cards show the emoji until staff upload some. The Spanish
 * texts (…Es) are Guatemalan Spanish speaking to the guest as usted, like the site's /es/ pages.
 */
export const ROOMS: RoomSeed[] = [
  {
    id: 'lakefront_lower',
    name: 'Lakefront Lower Room',
    nameEs: 'Habitación baja frente al lago',
    description: 'A cool stone-walled room at the water’s edge, with a private terrace a few steps from the lake.',
    descriptionEs:
      'Una habitación fresca de paredes de piedra a la orilla del agua, con terraza privada a pocos pasos del lago.',
    fullDescription:
      'Set at garden level right on the shore, this room opens onto a private terrace where you can watch the ' +
      'fishermen’s cayucos cross Lake Atitlán at dawn, with the volcanoes San Pedro, Tolimán and Atitlán ' +
      'across the water. Thick stone walls keep it cool through the afternoon, the queen bed is dressed in ' +
      'organic cotton, and the shower is heated by the sun. A quiet, simple place to sleep to the sound of the lake.',
    fullDescriptionEs:
      'A nivel del jardín y justo en la orilla, esta habitación se abre a una terraza privada desde donde puede ver, ' +
      'al amanecer, los cayucos de los pescadores cruzando el lago de Atitlán, con los volcanes San Pedro, Tolimán y ' +
      'Atitlán al otro lado del agua. Sus gruesas paredes de piedra la mantienen fresca por la tarde, la cama queen ' +
      'tiene sábanas de algodón orgánico y la ducha se calienta con el sol. Un lugar sencillo y tranquilo para dormir ' +
      'con el sonido del lago.',
    pricePerNight: '65.00',
    maxGuests: 2,
    beds: 1,
    bathrooms: 1,
    amenities: ['Lake view', 'Private terrace', 'Queen bed', 'Solar hot shower', 'Mosquito net', 'Filtered water'],
    amenitiesEs: [
      'Vista al lago',
      'Terraza privada',
      'Cama queen',
      'Ducha caliente solar',
      'Mosquitero',
      'Agua filtrada',
    ],
    features: ['WiFi', 'Coffee'],
    imageEmoji: '🌊',
  },
  {
    id: 'upper_lakefront',
    name: 'Upper Lake Front',
    nameEs: 'Habitación alta frente al lago',
    description: 'An upper-floor room with a balcony and hammock facing the three volcanoes.',
    descriptionEs: 'Una habitación en el piso de arriba, con balcón y hamaca frente a los tres volcanes.',
    fullDescription:
      'Up a flight of stone steps, this bright room has wide windows and a balcony with a hammock that looks ' +
      'straight across Lake Atitlán to the volcanoes. Mornings are for watching the mist lift off the water ' +
      'with a cup of local coffee; evenings for the sunset behind San Pedro. Built with local timber and ' +
      'furnished by carpenters from San Marcos, with a private bathroom and solar-heated shower.',
    fullDescriptionEs:
      'Subiendo unas gradas de piedra, esta habitación luminosa tiene ventanas amplias y un balcón con hamaca que ' +
      'mira de frente, al otro lado del lago de Atitlán, a los volcanes. Las mañanas son para ver cómo se levanta la ' +
      'neblina del agua con una taza de café de la región; las tardes, para el atardecer detrás del San Pedro. Está ' +
      'construida con madera local y amueblada por carpinteros de San Marcos, con baño privado y ducha calentada ' +
      'por el sol.',
    pricePerNight: '80.00',
    maxGuests: 2,
    beds: 1,
    bathrooms: 1,
    amenities: ['Panoramic lake view', 'Balcony with hammock', 'Queen bed', 'Solar hot shower', 'Reading nook'],
    amenitiesEs: [
      'Vista panorámica al lago',
      'Balcón con hamaca',
      'Cama queen',
      'Ducha caliente solar',
      'Rincón de lectura',
    ],
    features: ['WiFi', 'Coffee'],
    imageEmoji: '🌅',
  },
  {
    id: 'lakeside_cottage',
    name: 'Private Lake-side Cottage',
    nameEs: 'Cabaña privada a la orilla del lago',
    description: 'A freestanding cottage by the shore for up to four, with its own kitchenette and garden.',
    descriptionEs:
      'Una cabaña independiente junto a la orilla para hasta cuatro personas, con cocineta y jardín propios.',
    fullDescription:
      'A freestanding adobe cottage a short garden path from the lake, made for families and small groups. ' +
      'Two beds, a kitchenette for simple meals, and a shaded porch where you can eat, read or watch the ' +
      'weather roll over the volcanoes. Composting, rainwater and solar power keep its footprint light; ' +
      'the lake, the dock and the restaurant are all a few minutes on foot.',
    fullDescriptionEs:
      'Una cabaña de adobe independiente, a un corto paseo por el jardín desde el lago, pensada para familias y ' +
      'grupos pequeños. Tiene dos camas, una cocineta para comidas sencillas y un corredor con sombra donde puede ' +
      'comer, leer o ver pasar el clima sobre los volcanes. El compost, el agua de lluvia y la energía solar ' +
      'mantienen ligera su huella; el lago, el muelle y el restaurante quedan a pocos minutos a pie.',
    pricePerNight: '100.00',
    maxGuests: 4,
    beds: 2,
    bathrooms: 1,
    amenities: ['Lake access', 'Kitchenette', 'Shaded porch', 'Two beds', 'Solar hot shower', 'Private garden'],
    amenitiesEs: [
      'Acceso al lago',
      'Cocineta',
      'Corredor con sombra',
      'Dos camas',
      'Ducha caliente solar',
      'Jardín privado',
    ],
    features: ['WiFi', 'Coffee'],
    imageEmoji: '🏡',
  },
  {
    id: 'garden_cottage',
    name: 'Garden View Cottage',
    nameEs: 'Cabaña con vista al jardín',
    description:
      'A quiet cottage for up to four among the avocado, banana and coffee trees of our permaculture garden.',
    descriptionEs:
      'Una cabaña tranquila para hasta cuatro personas, entre los aguacates, bananos y cafetales de nuestro jardín ' +
      'de permacultura.',
    fullDescription:
      'Tucked into the permaculture garden above the shore, this cottage wakes up to birdsong and the smell of ' +
      'coffee blossom. Two beds, a small kitchenette and a terrace looking over the food forest make it an easy ' +
      'base for longer stays, and the lake is a short walk down the garden path. It sits closest to the road, ' +
      'so it is the one to choose if you arrive by car.',
    fullDescriptionEs:
      'Escondida en el jardín de permacultura, arriba de la orilla, esta cabaña amanece con el canto de los pájaros ' +
      'y el aroma de la flor del café. Sus dos camas, una pequeña cocineta y una terraza con vista al bosque ' +
      'comestible la hacen una base cómoda para estadías largas, y el lago queda a una corta caminata bajando por el ' +
      'sendero del jardín. Es la más cercana a la calle, así que es la que le conviene si llega en carro.',
    pricePerNight: '100.00',
    maxGuests: 4,
    beds: 2,
    bathrooms: 1,
    amenities: ['Garden view', 'Kitchenette', 'Terrace', 'Two beds', 'Solar hot shower', 'Hammock'],
    amenitiesEs: ['Vista al jardín', 'Cocineta', 'Terraza', 'Dos camas', 'Ducha caliente solar', 'Hamaca'],
    features: ['WiFi', 'Parking', 'Coffee'],
    imageEmoji: '🌿',
  },
];
