import type { ErrorText } from './error-text.js';

/**
 * Refusals any endpoint can give: the request's shape, the caller's session and role, the
 * database's keys, the rate limits and our own failures.
 */
export const COMMON_ERRORS = {
  /** 400: summary above the field errors (`errors` names each field). */
  'common.validationFailed': {
    en: 'Please correct the highlighted fields.',
    es: 'Revise los campos marcados.',
  },
  /** 400: a request the framework could not read (malformed JSON, wrong parameter type). */
  'common.badRequest': {
    en: 'This request could not be read. Please check it and try again.',
    es: 'No pudimos leer esta solicitud. Revísela e intente de nuevo.',
  },
  /** 401 */
  'common.signInRequired': { en: 'Please sign in to continue.', es: 'Inicie sesión para continuar.' },
  /** 403 */
  'common.forbidden': {
    en: 'Your role does not allow this action.',
    es: 'Su rol no permite esta acción.',
  },
  /** 404 */
  'common.notFound': { en: 'Not found.', es: 'No encontrado.' },
  /** 405: a method the route does not accept. */
  'common.methodNotAllowed': {
    en: 'This action is not available here.',
    es: 'Esta acción no está disponible aquí.',
  },
  /** 409: unique key such as a mailing-list e-mail or an employee id. */
  'common.duplicate': { en: 'This record already exists.', es: 'Este registro ya existe.' },
  /** 409: deleting or changing a record other records point at. */
  'common.linkedRecords': {
    en: 'This record is linked to other records and cannot be changed this way.',
    es: 'Este registro está vinculado a otros registros y no se puede cambiar así.',
  },
  /** 413: a body or upload over the size limit. */
  'common.payloadTooLarge': {
    en: 'What you sent is too large.',
    es: 'Lo que envió es demasiado grande.',
  },
  /** 415: a body in a format the route does not read. */
  'common.unsupportedMediaType': {
    en: 'Send the request as JSON.',
    es: 'Envíe la solicitud como JSON.',
  },
  /** 429 */
  'common.tooManyRequests': {
    en: 'Too many requests. Please wait a moment and try again.',
    es: 'Demasiadas solicitudes. Espere un momento e intente de nuevo.',
  },
  /** 500: never a stack trace. */
  'common.serverError': {
    en: 'Something went wrong on our side. Please try again.',
    es: 'Algo salió mal de nuestro lado. Intente de nuevo.',
  },
  /** 502: the site could not reach the API (written by the site's proxy, not the API). */
  'common.apiUnavailable': {
    en: 'The booking service is unavailable. Please try again shortly.',
    es: 'El servicio de reservas no está disponible. Intente de nuevo en un momento.',
  },
  /**
   * A success the page could not read (its reply broke the contract; written by the site, not
   * the API). Whatever was sent did go through, so the guest must not simply send it again.
   */
  'common.replyUnreadable': {
    en: 'Your request reached us, but this page could not show the answer. Please check your e-mail before sending it again.',
    es: 'Su solicitud nos llegó, pero esta página no pudo mostrar la respuesta. Revise su correo antes de enviarla de nuevo.',
  },
  /** 503: the database connection dropped and retrying did not help; nothing half-done was kept. */
  'common.serviceUnavailable': {
    en: 'Our booking system lost its connection for a moment. Please try again.',
    es: 'Nuestro sistema de reservas perdió la conexión por un momento. Intente de nuevo.',
  },
} as const satisfies Record<`common.${string}`, ErrorText>;

export type CommonErrorCode = keyof typeof COMMON_ERRORS;
