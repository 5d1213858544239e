/** Field messages of the room checkout's payment order (its refusals are codes in room-errors). */
export const ROOM_CHECKOUT_MESSAGES = {
  /** 400: the payment order came without its booking. */
  bookingDetailsRequired: 'Booking details are required',
  /** 400: only immediate capture is supported. */
  invalidIntent: `Payment intent must be CAPTURE`,
} as const;
