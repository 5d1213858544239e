import type { ErrorText } from './error-text.js';

/** Refusals of the menu page's orders, the till and the kitchen display. */
export const RESTAURANT_ERRORS = {
  /** 404 */
  'restaurant.orderNotFound': { en: 'Order not found', es: 'Pedido no encontrado' },
  /** 404 */
  'restaurant.ticketNotFound': { en: 'Kitchen ticket not found', es: 'Comanda no encontrada' },
  /** 404: a station name the kitchen does not have. */
  'restaurant.stationNotFound': { en: 'Unknown kitchen station', es: 'Estación de cocina desconocida' },
  /** 409: dishes switched off since the menu was loaded; `items` names them. */
  'restaurant.itemsUnavailable': {
    en: '{items}: not available right now. Please remove from the order.',
    es: '{items}: no disponible en este momento. Quítelo del pedido.',
  },
  /** 409: a ticket moved backwards or to where it already is; `status` is where it is. */
  'restaurant.ticketAlreadyAt': {
    en: 'This ticket is already {status}; it can only move forward.',
    es: 'Esta comanda ya está en «{status}»; solo puede avanzar.',
  },
  /**
   * 422: an idempotency key (clientOrderId, clientPaymentId) came back with a different request:
   * the device reused a key, so the earlier order or payment stands and this one is not taken.
   */
  'restaurant.idempotencyKeyReused': {
    en: 'This request id was already used for a different order or payment. Nothing new was recorded.',
    es: 'Este identificador ya se usó para otro pedido o pago. No se registró nada nuevo.',
  },
  /** 409 */
  'restaurant.alreadyPaid': { en: 'This order has already been paid.', es: 'Este pedido ya fue pagado.' },
  /** 409 */
  'restaurant.orderCancelled': { en: 'This order was cancelled.', es: 'Este pedido fue cancelado.' },
  /** 409 */
  'restaurant.paidNotCancellable': {
    en: 'This order has been paid, so it cannot be cancelled.',
    es: 'Este pedido ya fue pagado, así que no se puede cancelar.',
  },
  /** 409 */
  'restaurant.servedNotCancellable': {
    en: 'This order has been served, so it cannot be cancelled.',
    es: 'Este pedido ya fue servido, así que no se puede cancelar.',
  },
  /** 409: "add the sample menu" on a menu that already has dishes. */
  'restaurant.sampleMenuExists': {
    en: 'The menu already has dishes, so the sample menu was not added. Edit the menu in the console instead.',
    es: 'El menú ya tiene platos, así que no se agregó el menú de ejemplo. Edite el menú en la consola.',
  },
} as const satisfies Record<`restaurant.${string}`, ErrorText>;

export type RestaurantErrorCode = keyof typeof RESTAURANT_ERRORS;
