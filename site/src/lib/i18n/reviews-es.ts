/** Spanish texts of guest reviews, by the keys of `reviews-en.ts`. */
import type { reviewsEn } from './reviews-en';
import type { Texts } from './texts-type';

export const reviewsEs: Texts<typeof reviewsEn> = {
  pageTitle: 'Califique su estancia',
  pageDescription: 'Cuéntenos a nosotros y a los próximos huéspedes cómo fue su estancia en Lakeside.',
  greeting: 'Hola {name}, ¿qué tal su estancia en la habitación {room}?',
  stayDates: '{checkin} – {checkout}',
  ratingLegend: 'Su calificación',
  stars: {
    1: '1 estrella · Mala',
    2: '2 estrellas · Regular',
    3: '3 estrellas · Buena',
    4: '4 estrellas · Muy buena',
    5: '5 estrellas · Excelente',
  },
  textLabel: 'Su reseña (opcional)',
  textHint: '¿Qué deberían saber los próximos huéspedes? Hasta {max} caracteres.',
  signedAs: 'Su reseña irá firmada «{name}» y se publicará cuando la hayamos leído.',
  submit: 'Enviar mi reseña',
  failed: 'No se pudo enviar su reseña. Inténtelo de nuevo.',
  thanksTitle: '¡Gracias!',
  thanksPending:
    'Hemos recibido su reseña y la leeremos pronto; una vez aprobada aparecerá en la página de la habitación.',
  thanksApproved: 'Su reseña está en la página de la habitación. Gracias por compartirla.',
  thanksHidden: 'Hemos recibido su reseña. Gracias por contárnoslo.',
  yourReview: 'Su reseña',
  notFoundTitle: 'Este enlace no funciona',
  notFoundText:
    'Puede que el enlace esté mal escrito o tenga más de {days} días. Escríbanos si aún quiere contarnos su estancia.',
  unavailableTitle: 'No pudimos abrir su reseña en este momento',
  unavailableText: 'Inténtelo de nuevo en unos minutos.',
  sectionTitle: 'Reseñas de huéspedes',
  summary: '{rating} de 5 · {count} reseñas',
  summaryOne: '{rating} de 5 · 1 reseña',
  starsLabel: 'Calificación de {rating} sobre 5',
  stayedIn: 'Se alojó en {month}',
  none: 'Aún no hay reseñas.',
};
