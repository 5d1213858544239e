/**
 * The field validation messages (MESSAGES) in Spanish, by the same keys: the guest site and the
 * staff console show the contracts' and the API's English texts in Spanish through them. Field
 * messages carry no code, so `messageIn` finds a text's key by its English wording.
 */
import type { Language } from './enums/community.js';
import { SPICE_LEVEL } from './enums/restaurant.js';
import { CONTACT_LIMITS, EVENT_LIMITS, MENU_LIMITS, STAY_LIMITS, VOLUNTEER_LIMITS } from './limits.js';
import { MESSAGES, type MessageKey } from './messages.js';

export const MESSAGES_ES: { readonly [K in MessageKey]: string } = {
  required: 'Obligatorio',
  invalidInput: 'Dato no válido',

  checkinRequired: 'La fecha de llegada es obligatoria',
  checkoutRequired: 'La fecha de salida es obligatoria',
  checkinInPast: 'La llegada no puede ser en el pasado',
  checkoutBeforeCheckin: 'La salida debe ser después de la llegada',
  minimumStay: `La estadía mínima es de ${STAY_LIMITS.minNights} noches. Elija una fecha de salida al menos ${STAY_LIMITS.minNights} días después de su llegada.`,
  maximumStay: `La estadía máxima es de ${STAY_LIMITS.maxNights} noches`,
  missingDates: 'Elija las fechas de llegada y de salida',
  guestsRange: `Los huéspedes deben ser entre ${STAY_LIMITS.minGuests} y ${STAY_LIMITS.maxGuests}`,
  invalidDate: 'Ingrese una fecha válida (aaaa-mm-dd)',

  roomTypeRequired: 'Elija un tipo de habitación',
  guestNameRequired: 'El nombre del huésped es obligatorio',
  invalidEmail: 'Correo electrónico no válido',
  emailRequired: 'El correo electrónico es obligatorio',
  phoneRequired: 'El teléfono es obligatorio',
  invalidPhone: 'Número de teléfono no válido',
  guestDetailsIncomplete: 'Complete todos los datos del huésped',
  emailOrPhoneRequired: 'Ingrese un correo electrónico o un teléfono para contactar al huésped',
  invalidPaymentProvider: 'El procesador de pago debe ser paypal o recurrente',
  totalRequired: 'El monto total es obligatorio',

  sessionDateRequired: 'La fecha de la sesión es obligatoria',
  sessionDateInPast: 'La fecha de la sesión no puede ser en el pasado',
  timeSlotRequired: 'Elija un horario',
  saunaDurationRequired: 'Elija la duración de la sesión',

  eventRequired: 'Elija un evento',
  ticketsMin: 'Se necesita al menos 1 entrada',
  ticketsMax: `Como máximo ${EVENT_LIMITS.maxTicketsPerBooking} entradas por reserva`,
  dateBeyondEventHorizon: `Elija una fecha dentro de los próximos ${EVENT_LIMITS.horizonDays} días`,

  nameRequired: 'El nombre es obligatorio',
  nationalityRequired: 'La nacionalidad es obligatoria',
  accommodationTypeRequired: 'Elija el tipo de alojamiento',
  volunteerMinWeeks: `La estadía mínima es de ${VOLUNTEER_LIMITS.minWeeks} semanas`,
  volunteerMaxWeeks: `La estadía máxima es de ${VOLUNTEER_LIMITS.maxWeeks} semanas`,
  volunteerMinAge: `Debe tener al menos ${VOLUNTEER_LIMITS.minAge} años`,
  invalidAge: 'Ingrese una edad válida',
  motivationMinLength: `Escriba al menos ${VOLUNTEER_LIMITS.motivationMinLength} caracteres sobre su motivación`,
  tooManySkills: `Indique como máximo ${VOLUNTEER_LIMITS.maxSkills} habilidades`,

  firstNameRequired: 'El nombre es obligatorio',
  invalidInterest: 'Elija entre los intereses de la lista',
  invalidLanguage: 'El idioma debe ser inglés (en) o español (es)',
  fillInAllFields: 'Por favor, complete todos los campos',
  invalidSubject: 'Elija un asunto',
  messageMinLength: `El mensaje debe tener al menos ${CONTACT_LIMITS.messageMinLength} caracteres`,

  categoryNameRequired: 'El nombre de la categoría es obligatorio',
  itemNameRequired: 'El nombre del artículo es obligatorio',
  pricePositive: 'El precio debe ser positivo',
  costPriceMin: 'El costo debe ser 0 o más',
  displayOrderMin: 'El orden de presentación debe ser 0 o más',
  preparationTimeMin: `El tiempo de preparación debe ser de al menos ${MENU_LIMITS.minPreparationMinutes} minuto`,
  preparationTimeMax: `El tiempo de preparación debe ser de como máximo ${MENU_LIMITS.maxPreparationMinutes} minutos`,
  invalidAllergen: 'Elija entre los alérgenos de la lista',
  invalidDietaryTag: 'Elija entre las dietas de la lista',
  spiceLevelRange: `El nivel de picante debe estar entre ${SPICE_LEVEL.min} y ${SPICE_LEVEL.max}`,
  categoryRequiredSelect: 'Elija una categoría',
  caloriesMin: 'Las calorías deben ser 0 o más',

  orderTypeRequired: 'Elija un tipo de orden',
  customerNameRequired: 'El nombre del cliente es obligatorio',
  tableNumberRequired: 'El número de mesa es obligatorio para comer aquí',
  roomNumberRequired: 'El número de habitación es obligatorio para el servicio a la habitación',
  cartEmpty: 'La orden está vacía',
  orderLineInvalid: 'Cada línea de la orden debe indicar un platillo, su cantidad y sus precios',
  menuItemRequired: 'Elija un platillo del menú',
  quantityMin: 'La cantidad debe ser al menos 1',
  quantityMax: `La cantidad debe ser como máximo ${MENU_LIMITS.maxQuantityPerLine}`,
  amountMin: 'El monto debe ser 0 o más',
  lineTotalMismatch: 'El total de la línea debe ser el precio unitario × la cantidad',
  subtotalMismatch: 'El subtotal debe ser la suma de las líneas de la orden',
  invalidPosPaymentMethod: 'Elija cómo paga el huésped',
  roomChargeStayRequired: 'Elija la estadía en casa a la que se carga',

  unitRequired: 'Elija una unidad',
  stockMin: 'Las existencias deben ser un número de 0 o más con como máximo 3 decimales',
  invalidCategory: 'Elija una categoría válida',

  lastNameRequired: 'El apellido es obligatorio',
  positionRequired: 'Elija un puesto',
  departmentRequired: 'Elija un departamento',
  hireDateRequired: 'La fecha de contratación es obligatoria',
  staffMemberRequired: 'Elija un empleado',
  scheduleDateRequired: 'La fecha del horario es obligatoria',
  invalidTimeFormat: 'Formato de hora no válido',
  invalidStatus: 'Elija un estado',

  dateRequired: 'La fecha es obligatoria',
  vendorNameRequired: 'El nombre del proveedor es obligatorio',
  amountRequired: 'El monto es obligatorio',
  amountPositive: 'El monto debe ser mayor que 0',
  invalidAmount: 'Ingrese un monto con como máximo 2 decimales',
  descriptionRequired: 'La descripción es obligatoria',
  categoryRequired: 'La categoría es obligatoria',
  invalidCurrency: 'La moneda debe ser Q o USD',
  invalidPaymentMethod: 'Elija una forma de pago',
  recurringFrequencyRequired: 'Elija cada cuánto se repite este gasto',

  usernameRequired: 'El usuario es obligatorio',
  passwordRequired: 'La contraseña es obligatoria',
  incorrectPassword: 'Contraseña incorrecta',

  invalidUrl: 'Ingrese una URL válida',
  invalidId: 'ID no válido',
  roomNotBookable: 'Esta habitación no está disponible para reservar.',
  invalidRefundChoice: 'Elija qué reembolsar: según la política, todo, una parte o nada',
  refundAmountRequired: 'Ingrese el monto a reembolsar',
  bookingReferenceRequired: 'La referencia de la reserva es obligatoria',
  invalidBookingReference: 'Ingrese la referencia de su correo de confirmación, por ejemplo R-4K7M-Q2XP',
  notAnObject: 'Envíe los campos como un objeto JSON.',

  ratePeriodNameRequired: 'Ponga nombre al periodo de tarifa, p. ej. Temporada seca',
  firstNightRequired: 'La primera noche es obligatoria',
  lastNightRequired: 'La última noche es obligatoria',
  lastNightBeforeFirst: 'La última noche debe ser igual o posterior a la primera',
  endBeforeStart: 'La hora de fin debe ser posterior a la de inicio',
  quantityPositive: 'Ingrese una cantidad mayor que 0, con como máximo 3 decimales',
  ratePeriodOverlap: 'Esta habitación ya tiene un periodo de tarifa en algunas de estas noches',
  ratePeriodMinNights: `La estadía mínima debe ser de entre ${STAY_LIMITS.minNights} y ${STAY_LIMITS.maxNights} noches`,
  taxNameRequired: 'El nombre del impuesto es obligatorio',
  taxRateRange: 'Ingrese una tasa entre 0 y 100 por ciento, con como máximo 2 decimales',
  taxCategoryRequired: 'Elija a qué se aplica el impuesto',

  ratingRequired: 'Elija una calificación de 1 a 5 estrellas',
};

/** tooLong(max) in Spanish. */
export function tooLongEs(max: number): string {
  return `Debe tener como máximo ${max} caracteres`;
}

const KEY_OF_ENGLISH = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, english]) => [english, key]),
);

/**
 * A field message (MESSAGES, tooLong) in a language, found by its English text; a text the
 * contracts do not hold (a per-resource rule's own wording) stays as it came.
 */
export function messageIn(language: Language, english: string): string {
  if (language === 'en') return english;
  const key = KEY_OF_ENGLISH.get(english);
  if (key) return MESSAGES_ES[key];
  const tooLongMax = /^Must be at most (\d+) characters$/.exec(english)?.[1];
  return tooLongMax ? tooLongEs(Number(tooLongMax)) : english;
}
