/** The guest forms' validation and server messages in Spanish, by the keys of `messages-en.ts`. */
import { CONTACT_LIMITS, STAY_LIMITS, VOLUNTEER_LIMITS } from '@lakeside/contracts';
import type { messagesEn } from './messages-en';
import type { Texts } from './texts-type';

export const messagesEs: Texts<typeof messagesEn> = {
  required: 'Obligatorio',
  invalidInput: 'Dato no válido',
  nameRequired: 'El nombre es obligatorio',
  firstNameRequired: 'El nombre es obligatorio',
  invalidEmail: 'Correo electrónico no válido',
  emailRequired: 'El correo electrónico es obligatorio',
  phoneRequired: 'El teléfono es obligatorio',
  invalidPhone: 'Número de teléfono no válido',
  nationalityRequired: 'La nacionalidad es obligatoria',
  accommodationTypeRequired: 'Elija el tipo de alojamiento',
  volunteerMinWeeks: `La estadía mínima es de ${VOLUNTEER_LIMITS.minWeeks} semanas`,
  volunteerMaxWeeks: `La estadía máxima es de ${VOLUNTEER_LIMITS.maxWeeks} semanas`,
  volunteerMinAge: `Debe tener al menos ${VOLUNTEER_LIMITS.minAge} años`,
  invalidAge: 'Ingrese una edad válida',
  invalidDate: 'Ingrese una fecha válida (aaaa-mm-dd)',
  motivationMinLength: `Escriba al menos ${VOLUNTEER_LIMITS.motivationMinLength} caracteres sobre su motivación`,
  tooManySkills: `Indique como máximo ${VOLUNTEER_LIMITS.maxSkills} habilidades`,
  invalidLanguage: 'El idioma debe ser inglés (en) o español (es)',
  fillInAllFields: 'Por favor, complete todos los campos',
  invalidSubject: 'Elija un asunto',
  messageMinLength: `El mensaje debe tener al menos ${CONTACT_LIMITS.messageMinLength} caracteres`,
  notAnObject: 'Envíe los campos como un objeto JSON.',
  bookingReferenceRequired: 'La referencia de la reserva es obligatoria',
  invalidBookingReference: 'Ingrese la referencia de su correo de confirmación, por ejemplo R-4K7M-Q2XP',
  ratingRequired: 'Elija una calificación de 1 a 5 estrellas',
  checkinRequired: 'La fecha de llegada es obligatoria',
  checkoutRequired: 'La fecha de salida es obligatoria',
  checkinInPast: 'La llegada no puede ser en el pasado',
  checkoutBeforeCheckin: 'La salida debe ser después de la llegada',
  minimumStay: `La estadía mínima es de ${STAY_LIMITS.minNights} noches. Elija una fecha de salida al menos ${STAY_LIMITS.minNights} días después de su llegada.`,
  maximumStay: `La estadía máxima es de ${STAY_LIMITS.maxNights} noches`,
  tooLong: 'Debe tener como máximo {max} caracteres',
};
