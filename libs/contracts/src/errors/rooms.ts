import { REFUND_BUSINESS_DAYS } from '../policies.js';
import type { ErrorText } from './error-text.js';

const REFUND_DAYS = `${REFUND_BUSINESS_DAYS.min}–${REFUND_BUSINESS_DAYS.max}`;

/** Refusals of room pages, the room checkout and the front desk. */
export const ROOM_ERRORS = {
  /** 404: a room id that is not in the catalogue. */
  'rooms.notFound': { en: 'Room not found', es: 'Habitación no encontrada' },
  /** 409: a night of the stay is already sold or held. */
  'rooms.datesUnavailable': {
    en: 'Those dates are no longer available for this room. Please choose other dates.',
    es: 'Esas fechas ya no están disponibles para esta habitación. Elija otras fechas.',
  },
  /** 409: paid after the hold lapsed and someone else took a night meanwhile. */
  'rooms.paidButDatesTaken': {
    en: `Those dates were booked by someone else while your payment was processing. Your payment will be refunded within ${REFUND_DAYS} business days.`,
    es: `Otra persona reservó esas fechas mientras se procesaba su pago. Le devolveremos el pago en un plazo de ${REFUND_DAYS} días hábiles.`,
  },
  /** 409: staff cancelled the booking before it was paid. */
  'rooms.bookingCancelled': {
    en: 'This booking has been cancelled. You have not been charged.',
    es: 'Esta reserva fue cancelada. No se le ha cobrado nada.',
  },
  /** 409: cancelling a booking that no longer holds its nights. */
  'rooms.alreadyCancelled': {
    en: 'This booking is already cancelled or expired.',
    es: 'Esta reserva ya está cancelada o vencida.',
  },
  /** 409: the booking's status changed between reading and writing it (e.g. its payment completed). */
  'rooms.changedMeanwhile': {
    en: 'This booking changed a moment ago. Please reload it and try again.',
    es: 'Esta reserva cambió hace un momento. Vuelva a cargarla e intente de nuevo.',
  },
  /** 422: POST /api/room-bookings without a payment. */
  'rooms.paymentRequired': {
    en: 'A room booking needs a completed payment. Please pay with PayPal; your booking is confirmed as soon as the payment completes.',
    es: 'Una reserva de habitación necesita un pago completado. Pague con PayPal; su reserva se confirma en cuanto se complete el pago.',
  },
  /** 404: a payment order id we never issued. */
  'rooms.paymentNotFound': {
    en: 'We could not find this payment. Please start your booking again.',
    es: 'No encontramos este pago. Comience su reserva de nuevo.',
  },
  /** 422: the paid booking differs from the one posted (other room, dates or total). */
  'rooms.paymentForAnotherBooking': {
    en: 'This payment was made for a different booking.',
    es: 'Este pago se hizo para otra reserva.',
  },
  /** 409: check-in before the stay's first day, or of a booking that is not confirmed. */
  'rooms.notArrivingToday': {
    en: 'This booking cannot be checked in today: it is not confirmed, or its stay has not begun.',
    es: 'Esta reserva no se puede registrar hoy: no está confirmada o su estancia aún no empieza.',
  },
  /** 409: check-out of a guest who never checked in, or twice. */
  'rooms.notInHouse': {
    en: 'This guest is not checked in, so they cannot check out.',
    es: 'Este huésped no está registrado, así que no puede hacer la salida.',
  },
  /** 409: a no-show before the arrival day has ended, or for a guest who arrived. */
  'rooms.noShowTooEarly': {
    en: 'A guest is a no-show only once their arrival day has ended without a check-in.',
    es: 'Un huésped no se presentó solo cuando termina su día de llegada sin registrarse.',
  },
  /** 409: recording a desk payment for a booking paid online, or already paid. */
  'rooms.nothingToPayAtDesk': {
    en: 'This booking has nothing left to pay at the retreat.',
    es: 'Esta reserva no tiene nada pendiente de pago en el retiro.',
  },
  /** 409: a housekeeping move out of order (dirty → clean → inspected; any → dirty). */
  'rooms.housekeepingOrder': {
    en: 'Housekeeping goes dirty → clean → inspected, and this room is not at that step (someone may have just changed it). Reload the board to see its status.',
    es: 'La limpieza va de sucia → limpia → inspeccionada, y esta habitación no está en ese paso (quizá alguien acaba de cambiarla). Recargue el tablero para ver su estado.',
  },
  /** 403: a staff member (not a manager) marking a room inspected. */
  'rooms.inspectionNeedsManager': {
    en: 'A manager inspects a cleaned room.',
    es: 'Un gerente inspecciona una habitación limpia.',
  },
} as const satisfies Record<`rooms.${string}`, ErrorText>;

export type RoomErrorCode = keyof typeof ROOM_ERRORS;
