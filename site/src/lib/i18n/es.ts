/**
 * Textos en español (de Guatemala, tratando de usted). Mismas claves que `en.ts`: el tipo
 * `Dictionary` lo exige. Los textos acordados se traducen aquí por clave
 * (docs/requirements/validation-messages.md#translations).
 */
import { CONTACT_LIMITS, STAY_LIMITS, VOLUNTEER_LIMITS } from '@lakeside/contracts';
import type { Dictionary } from './en';
import { bookingEs } from './booking-es';
import { legalEs } from './legal-es';
import { manageBookingEs } from './manage-booking-es';
import { reviewsEs } from './reviews-es';
import { activitiesEs } from './activities-es';
import { mediaEs } from './media-es';
import { messagesEs } from './messages-es';

export const es: Dictionary = {
  language: {
    name: 'Español',
    switchLabel: 'English',
    switchTitle: 'View this page in English',
  },
  common: {
    siteName: 'Lakeside',
    skipToContent: 'Saltar al contenido principal',
    backToHome: 'Volver al inicio',
    place: 'San Marcos, Guatemala',
    shareImageAlt:
      'Lakeside, San Marcos, Guatemala: alojamiento, eventos y retiros. Un dibujo del amanecer sobre el lago de Atitlán entre sus volcanes.',
    comingSoon: 'Muy pronto',
  },
  nav: {
    main: 'Principal',
    quick: 'Accesos rápidos',
    home: 'Inicio',
    rooms: 'Habitaciones',
    sauna: 'Sauna',
    events: 'Eventos',
    eventsAndSchedule: 'Eventos y horarios',
    schedule: 'Horario',
    restaurant: 'Restaurante',
    volunteer: 'Voluntariado',
    contact: 'Contacto',
    contactUs: 'Contáctenos',
  },
  menuToggle: {
    open: 'Abrir menú',
    close: 'Cerrar menú',
    label: 'Menú',
  },
  userMenu: {
    accountMenu: 'Menú de la cuenta de {name}',
    profile: 'Perfil',
    signOut: 'Cerrar sesión',
  },
  pages: {
    home: {
      title: 'Eco-retiro en el lago de Atitlán, Guatemala',
      description:
        'Lakeside, eco-retiro en el lago de Atitlán, San Marcos La Laguna, Guatemala: habitaciones y cabañas frente al lago, sauna de leña, eventos y restaurante de la huerta.',
    },
    rooms: {
      title: 'Habitaciones y alojamiento',
      description:
        'Cuatro habitaciones y cabañas frente al lago en Lakeside, San Marcos La Laguna: precio por noche, camas, huéspedes y comodidades.',
    },
    restaurant: {
      title: 'Restaurante y café',
      description:
        'Desayuno, almuerzo y cena de la huerta a la mesa junto al lago de Atitlán. Horarios, qué se está sirviendo ahora y nuestra oferta de desayuno para huéspedes.',
    },
    contact: {
      title: 'Contáctenos',
      description:
        'Escríbale a Lakeside en San Marcos La Laguna por WhatsApp, Instagram, correo o con el formulario. Cómo llegar y la mejor época para visitar el lago de Atitlán.',
    },
    volunteer: {
      title: 'Voluntariado',
      description:
        'Sea voluntario en Lakeside, en el lago de Atitlán: 5 horas al día, 5 días a la semana, alojamiento e inmersión cultural en San Marcos La Laguna. Postúlese en línea.',
    },
    privacy: {
      title: 'Política de privacidad',
      description: 'Cómo Lakeside recopila, usa y protege los datos personales de sus huéspedes y visitantes.',
    },
    terms: {
      title: 'Términos del servicio',
      description:
        'Las condiciones para reservar habitaciones, eventos y sesiones de bienestar en Lakeside, incluidas las cancelaciones.',
    },
    notFound: {
      title: 'Página no encontrada',
      description: 'Esta página no existe en Lakeside.',
    },
  },
  home: {
    hero: {
      tagline: 'Alojamiento, eventos y retiros',
      intro: 'Un eco-retiro a orillas del lago de Atitlán, entre tres volcanes.',
      ratingLabel: 'Calificación de {rating} sobre 5 en {count} reseñas de huéspedes',
      bookYourStay: 'Reserve su estadía',
      eventsAndSchedule: 'Eventos y horarios',
      restaurantMenu: 'Menú del restaurante',
    },
    media: mediaEs,
    rooms: {
      eyebrow: 'Hospedaje',
      title: 'Nuestro alojamiento',
      intro: `Cuatro habitaciones y cabañas junto al agua, cada una con baño propio y vista. Estadías de ${STAY_LIMITS.minNights} a ${STAY_LIMITS.maxNights} noches.`,
      searchPlaceholder: 'Búsqueda de habitaciones: muy pronto podrá elegir aquí sus fechas y huéspedes.',
      viewAll: 'Ver todo el alojamiento',
    },
    sauna: {
      eyebrow: 'Bienestar',
      title: 'Sauna junto al lago',
      text: 'Sude y después refrésquese en el lago. La sauna se reserva por sesión, así que cada horario es solo para usted.',
      durations: 'Sesiones de {durations} minutos',
      slots: 'Horarios de inicio de {first} a {last}',
      cta: 'Ver horarios de la sauna',
    },
    events: {
      eyebrow: 'Comunidad',
      title: 'Próximos eventos',
      intro: 'Círculos de tambores, ceremonias de cacao, talleres, música en vivo y noches de cine con el pueblo.',
      cta: 'Ver todos los eventos',
    },
    schedule: {
      eyebrow: 'Hoy',
      title: 'Horario de hoy',
      meals: 'Restaurante',
      cta: 'Ver el horario completo',
    },
    dining: {
      eyebrow: 'Restaurante',
      title: 'La experiencia gastronómica',
      intro: 'Desayuno, almuerzo y cena preparados con lo que crece alrededor del lago.',
      farmToTable: 'De la huerta a la mesa',
      farmToTableText: 'Platos hechos con lo de nuestra huerta y de los agricultores de San Marcos.',
      coffee: 'Café recién hecho',
      coffeeText: 'Café cultivado en el altiplano, alrededor del lago.',
      produce: 'Productos orgánicos',
      produceText: 'Verduras, hierbas y frutas cultivadas sin químicos.',
      cta: 'Conocer el restaurante',
    },
    journey: {
      title: 'Siga nuestra historia',
      text: 'Amaneceres sobre los volcanes, ceremonias, cocina y días de huerta: vea en fotos la vida en el retiro.',
      cta: 'Ver galería',
    },
  },
  roomCard: {
    perNight: 'por noche',
    upToGuests: 'Hasta {n} huéspedes',
    upToOneGuest: 'Hasta 1 huésped',
    beds: '{n} camas',
    oneBed: '1 cama',
    bathrooms: '{n} baños',
    oneBathroom: '1 baño',
    rating: '{rating} · {count} reseñas',
    ratingOne: '{rating} · 1 reseña',
    moreAmenities: '+{n} más',
    bookNow: 'Reservar',
    bookNowLabel: 'Reservar: {room}',
    details: 'Detalles',
    detailsLabel: 'Detalles: {room}',
    contactUs: 'Contáctenos',
    unavailable:
      'En este momento no podemos mostrar las habitaciones. Intente de nuevo en un momento o escríbanos y con gusto le ayudamos a reservar.',
  },
  roomsPage: {
    intro:
      'Cada habitación es una unidad independiente con baño propio, agua calentada con energía solar y vista al lago o al jardín.',
    facts: `Llegada de {checkInStart} a {checkInEnd} · Salida hasta {checkOutEnd} · Estadía mínima de ${STAY_LIMITS.minNights} noches`,
  },
  restaurant: {
    hero: {
      title: 'Restaurante y café',
      text: 'Comida de la huerta a la mesa junto al lago, para huéspedes y visitantes.',
      menuCta: 'Ver el menú digital y ordenar',
    },
    status: {
      nowServing: 'Ahora servimos: {meal}',
      availableUntil: 'Disponible hasta {time}',
      open: 'Abierto',
      closed: 'Cocina cerrada',
      opensAt: 'Abre a {time} para {meal}',
      opensTomorrowAt: 'Abre mañana a {time} para {meal}',
      drinksAllDay: 'El café y las bebidas se sirven todo el día.',
    },
    meals: {
      breakfast: 'Desayuno',
      lunch: 'Almuerzo',
      dinner: 'Cena',
      drinks: 'Bebidas',
    },
    mealPhrases: {
      breakfast: 'el desayuno',
      lunch: 'el almuerzo',
      dinner: 'la cena',
    },
    categories: {
      title: 'Nuestro menú',
      breakfast: 'Para empezar el día con calma, con café y algo calientito.',
      lunch: 'Platos ligeros y frescos para el mediodía.',
      dinner: 'Platos para compartir mientras el sol se esconde tras los volcanes.',
      drinks: 'Café, cacao, jugos y tés durante todo el día.',
      browse: 'Ver el menú',
    },
    highlights: {
      title: 'Lo mejor de la cocina',
      popular: 'Popular',
      empty: 'Ahora no hay platos disponibles para pedir.',
      unavailable: 'No podemos mostrar el menú ahora.',
      seeMenu: 'Ver el menú completo',
    },
    hours: {
      title: 'Horario',
      allDay: 'Todo el día',
      range: '{start} – {end}',
    },
    info: {
      title: 'Información del restaurante',
      payment: 'Aceptamos tarjetas, quetzales y dólares.',
      dietary:
        'Los platos vegetarianos, veganos y sin gluten están señalados en el menú; avísenos si tiene alguna alergia.',
      guests: 'Abierto para huéspedes del retiro y visitantes.',
      reserve: 'Reservar una mesa',
    },
    offer: {
      eyebrow: 'Oferta para huéspedes',
      title: '{percent} % de descuento en el desayuno',
      text: '¿Se hospeda con nosotros? Ordene su desayuno antes de {time} y le descontamos el {percent} %.',
      cta: 'Ordenar ahora',
    },
  },
  contact: {
    hero: {
      title: 'Contáctenos',
      text: '¿Tiene preguntas sobre habitaciones, eventos o el voluntariado? Con mucho gusto le ayudamos.',
    },
    cards: {
      whatsApp: 'WhatsApp',
      whatsAppText: 'Escríbanos',
      whatsAppGreeting: '¡Hola, Lakeside! Tengo una consulta sobre una estadía.',
      instagram: 'Instagram',
      instagramText: 'Síganos',
      email: 'Correo',
      emailText: `Respondemos en menos de ${CONTACT_LIMITS.responseHours} horas`,
      opensInNewTab: '(se abre en una pestaña nueva)',
    },
    address: {
      title: 'Cómo llegar',
      directions:
        'Las lanchas que salen de Panajachel paran en el muelle de San Marcos; desde ahí es una caminata corta por la orilla del lago.',
      openInMaps: 'Abrir en Maps',
      mapLabel: 'Mapa del lago de Atitlán con San Marcos La Laguna marcado en la orilla noroeste',
    },
    seasons: {
      title: 'La mejor época para visitarnos',
      dry: 'Temporada seca',
      dryText: 'Días soleados y los volcanes bien despejados.',
      green: 'Temporada verde',
      greenText: 'Lluvias por la tarde, cerros muy verdes y menos visitantes.',
      range: 'De {from} a {to}',
    },
    social: {
      title: 'En nuestro Instagram',
      recent: 'Publicaciones recientes',
      highlights: 'Destacados',
      empty: 'Aún no hay publicaciones.',
      unavailable: 'No podemos mostrar nuestras publicaciones de Instagram ahora.',
      follow: 'Síganos en Instagram',
    },
  },
  contactForm: {
    title: 'Envíenos un mensaje',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    optional: '(opcional)',
    subject: 'Asunto',
    subjectRoomBooking: 'Reserva de habitación',
    subjectEvents: 'Eventos',
    subjectOther: 'Otro tema',
    message: 'Mensaje',
    messageHint: `Al menos ${CONTACT_LIMITS.messageMinLength} caracteres.`,
    submit: 'Enviar mensaje',
    sending: 'Enviando...',
    failedTitle: 'No se pudo enviar el mensaje',
    failed: 'Algo salió mal. Intente de nuevo o comuníquese directamente con nosotros.',
    sentTitle: '¡Mensaje enviado!',
    sentEmailSent: `Gracias por escribirnos. Le responderemos en menos de ${CONTACT_LIMITS.responseHours} horas.`,
    sent: 'Recibimos su mensaje y le responderemos pronto.',
    fixErrors: 'Revise los campos marcados.',
  },
  volunteer: {
    hero: {
      title: 'Voluntariado',
      text: 'Viva junto al lago, trabaje con el equipo y sea parte de San Marcos por un tiempo.',
    },
    cards: {
      commitment: 'Compromiso',
      commitmentText: `${VOLUNTEER_LIMITS.hoursPerDay} horas al día, ${VOLUNTEER_LIMITS.daysPerWeek} días a la semana`,
      accommodation: 'Alojamiento',
      accommodationText: 'Habitación compartida o privada',
      minimumStay: 'Estadía mínima',
      minimumStayText: `${VOLUNTEER_LIMITS.minWeeks} semanas como mínimo`,
      experience: 'Experiencia',
      experienceText: 'Inmersión cultural',
    },
  },
  volunteerForm: {
    title: 'Solicitud de voluntariado',
    intro: 'Cuéntenos sobre usted. Los campos con * son obligatorios.',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    nationality: 'Nacionalidad',
    age: 'Edad',
    ageHint: `Debe tener al menos ${VOLUNTEER_LIMITS.minAge} años.`,
    accommodationType: 'Alojamiento',
    chooseAccommodation: 'Elija una opción…',
    shared: 'Habitación compartida',
    private: 'Habitación privada',
    availableFrom: 'Disponible desde',
    duration: 'Duración de la estadía (semanas)',
    durationHint: `Al menos ${VOLUNTEER_LIMITS.minWeeks} semanas.`,
    previousExperience: 'Experiencia previa',
    motivation: '¿Por qué quiere hacer voluntariado con nosotros?',
    motivationHint: `Al menos ${VOLUNTEER_LIMITS.motivationMinLength} caracteres (lleva {count}).`,
    dietaryRequirements: 'Restricciones alimentarias',
    optional: '(opcional)',
    submit: 'Enviar solicitud',
    submitting: 'Enviando...',
    failedTitle: 'Error',
    failed: 'No se pudo enviar la solicitud. Intente de nuevo.',
    submittedTitle: '¡Solicitud enviada!',
    submitted:
      'Gracias por su interés en el voluntariado. Revisaremos su solicitud y nos pondremos en contacto pronto.',
    fixErrors: 'Revise los campos marcados.',
  },
  newsletter: {
    title: 'Únase a nuestra comunidad',
    text: 'Entérese primero de los eventos, retiros y novedades del lago.',
    name: 'Nombre',
    email: 'Correo electrónico',
    submit: 'Suscribirme',
    submitting: 'Suscribiendo...',
    noThanks: 'No, gracias',
    close: 'Cerrar',
    fillInAllFields: 'Por favor, complete todos los campos',
    signedUpTitle: '¡Gracias por suscribirse!',
    signedUp: 'Usted será de los primeros en enterarse de las novedades de la comunidad.',
    failed: 'No pudimos suscribirlo. Intente de nuevo.',
  },
  footer: {
    tagline: 'Un eco-retiro en el lago de Atitlán.',
    explore: 'Explorar',
    legal: 'Legal',
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    language: 'Idioma',
    copyright: '© {year} Lakeside. Todos los derechos reservados.',
  },
  notFound: {
    title: '404 Página no encontrada',
    text: 'La página que busca cambió de lugar o nunca existió. Quizás le sirva alguna de estas:',
    home: 'Inicio',
  },
  activities: activitiesEs,
  legal: legalEs,
  messages: messagesEs,
  booking: bookingEs,
  manageBooking: manageBookingEs,
  reviews: reviewsEs,
};
