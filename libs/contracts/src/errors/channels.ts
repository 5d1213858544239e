import type { ErrorText } from './error-text.js';

/** Refusals of the Channels page: feeds, blocked nights and the calendar export. */
export const CHANNEL_ERRORS = {
  /** 404: no such feed, block or room calendar (a wrong or rotated token too). */
  'channels.notFound': {
    en: 'There is no such calendar, feed or block.',
    es: 'No existe ese calendario, fuente o bloqueo.',
  },
  /** 409: a night of the block is already booked, held or blocked. */
  'channels.nightsTaken': {
    en: 'Some of these nights are already booked, held or blocked.',
    es: 'Algunas de estas noches ya están reservadas, retenidas o bloqueadas.',
  },
  /** 409: a channel's block goes with its feed; it is removed by the channel, not by hand. */
  'channels.blockFromChannel': {
    en: 'These nights come from another channel’s calendar; they free up when the channel frees them.',
    es: 'Estas noches vienen del calendario de otro canal; se liberan cuando el canal las libera.',
  },
  /** 409: a room has at most CHANNEL_LIMITS.maxFeedsPerRoom feeds. */
  'channels.tooManyFeeds': {
    en: 'This room already has as many channel feeds as it may have.',
    es: 'Esta habitación ya tiene todas las fuentes de canal permitidas.',
  },
} as const satisfies Record<`channels.${string}`, ErrorText>;

export type ChannelErrorCode = keyof typeof CHANNEL_ERRORS;
