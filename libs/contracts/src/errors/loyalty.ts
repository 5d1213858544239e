import type { ErrorText } from './error-text.js';

/** Refusals of the loyalty programme: finding and enrolling members, redeeming points at the till. */
export const LOYALTY_ERRORS = {
  /** 404 */
  'loyalty.memberNotFound': { en: 'Loyalty member not found', es: 'Miembro de lealtad no encontrado' },
  /** 409: the member's card was switched off by a manager. */
  'loyalty.memberInactive': {
    en: 'This loyalty membership is inactive: it earns and redeems no points.',
    es: 'Esta membresía de lealtad está inactiva: no acumula ni canjea puntos.',
  },
  /** 409: `field` (phone or email) already belongs to member `number`. */
  'loyalty.contactTaken': {
    en: 'This {field} already belongs to member {number}.',
    es: 'Este {field} ya pertenece al miembro {number}.',
  },
  /** 409: more points asked for than the member has. */
  'loyalty.notEnoughPoints': {
    en: 'The member has only {balance} points, fewer than the {requested} asked for.',
    es: 'El miembro tiene solo {balance} puntos, menos que los {requested} solicitados.',
  },
  /** 409 */
  'loyalty.belowMinimum': {
    en: 'At least {minimum} points must be redeemed at once.',
    es: 'Se deben canjear al menos {minimum} puntos a la vez.',
  },
  /** 409: the points are worth more than the order. */
  'loyalty.redeemExceedsTotal': {
    en: 'Those points are worth Q{worth}, more than the order’s Q{total}. Redeem fewer.',
    es: 'Esos puntos valen Q{worth}, más que el total del pedido de Q{total}. Canjee menos.',
  },
} as const satisfies Record<`loyalty.${string}`, ErrorText>;

export type LoyaltyErrorCode = keyof typeof LOYALTY_ERRORS;
