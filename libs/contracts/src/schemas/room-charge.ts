import { z } from 'zod';
import { MESSAGES } from '../messages.js';

const stayRequired = { error: MESSAGES.roomChargeStayRequired };

/** POST /api/restaurant/orders/:id/room-charge: the in-house stay (room booking id) the meal goes on. */
export const roomChargeRequestSchema = z.object({
  bookingId: z.coerce.number(stayRequired).int(stayRequired).positive(stayRequired),
});
export type RoomChargeRequest = z.output<typeof roomChargeRequestSchema>;
