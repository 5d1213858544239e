import type { ErrorText } from './error-text.js';

/** Refusals of the events calendar and event tickets. */
export const EVENT_ERRORS = {
  /** 404: an event id that is not published. */
  'events.notFound': { en: 'Event not found', es: 'Evento no encontrado' },
  /** 404: a session (occurrence) the event does not have. */
  'events.sessionNotFound': { en: 'Session not found', es: 'Sesión no encontrada' },
  /** 409: the session began before the booking arrived. */
  'events.sessionStarted': {
    en: 'This session has already started. Please choose an upcoming one.',
    es: 'Esta sesión ya comenzó. Elija una próxima.',
  },
  /** 409: no free seat at all. */
  'events.soldOut': {
    en: 'Not enough spots are left in this session. This session is fully booked.',
    es: 'No quedan suficientes cupos en esta sesión. La sesión está completa.',
  },
  /** 409: fewer free seats than tickets asked for; `left` (at least 1) is how many remain. */
  'events.notEnoughSpots': {
    en: 'Not enough spots are left in this session. Only {left} left.',
    es: 'No quedan suficientes cupos en esta sesión. Cupos restantes: {left}.',
  },
  /**
   * 409 (staff): a communal session that names a shared resource (the sauna) would overlap a
   * private booking of it already sold; `resource`, `date` and `time` name the first one.
   */
  'events.resourceBusy': {
    en: 'The {resource} is booked privately on {date} at {time}, during this session. Move the session, or the private booking first.',
    es: 'El {resource} tiene una reserva privada el {date} a las {time}, durante esta sesión. Cambie la sesión, o primero la reserva privada.',
  },
} as const satisfies Record<`events.${string}`, ErrorText>;

export type EventErrorCode = keyof typeof EVENT_ERRORS;
