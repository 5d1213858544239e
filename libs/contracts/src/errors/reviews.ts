import type { ErrorText } from './error-text.js';

/** Refusals of guest reviews and their moderation. */
export const REVIEW_ERRORS = {
  /** 404: no such review link (unknown, forged or expired alike), or no such review. */
  'reviews.notFound': {
    en: 'This review link is not valid or has expired.',
    es: 'Este enlace para opinar no es válido o ha caducado.',
  },
  /** 409: a stay is reviewed once. */
  'reviews.alreadyReviewed': {
    en: 'You have already reviewed this stay. Thank you!',
    es: 'Ya ha dejado su opinión sobre esta estancia. ¡Gracias!',
  },
} as const satisfies Record<`reviews.${string}`, ErrorText>;

export type ReviewErrorCode = keyof typeof REVIEW_ERRORS;
