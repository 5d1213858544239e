import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { DESK_PAYMENT_METHODS } from '../room-desk.js';
import { makeMoneyAmount } from './money-fields.js';
import { languageField, optionalEmailField, optionalPhoneField, optionalText, whenParsed } from './fields.js';
import { roomBookingShape } from './room-booking.js';
import { withStayRules, type TodayOption } from './stay-dates.js';

/**
 * POST /api/room-bookings/staff: a booking taken at the desk for a walk-in or phone guest.
 * The guest's fields and stay rules (docs/requirements/booking-rules.md#minimum-stay) without a
 * payment: the server prices the stay and the guest pays at the retreat. Unlike the guest's own
 * booking, the desk needs only one way to reach the guest: a walk-in may have no e-mail, and a
 * phone caller may not want to give a number (withOneContact).
 */
export const staffRoomBookingShape = {
  checkinDate: roomBookingShape.checkinDate,
  checkoutDate: roomBookingShape.checkoutDate,
  roomType: roomBookingShape.roomType,
  guests: roomBookingShape.guests,
  guestName: roomBookingShape.guestName,
  /** Checked when given; null when left empty. */
  email: optionalEmailField(),
  /** Checked when given; null when left empty. */
  phone: optionalPhoneField(),
  /** For the staff who welcome the guest (arrival time, requests); never sent to the guest. */
  notes: optionalText(TEXT_LIMITS.notes),
  /** Language of the confirmation e-mail. */
  language: languageField(),
  /** Send the guest the confirmation e-mail (default yes); without an e-mail nothing is sent. */
  sendConfirmation: z.boolean({ error: MESSAGES.invalidInput }).default(true),
};

/**
 * At least one of e-mail and phone. The message goes on both fields, as either one fixes it.
 * It runs only when both parsed: a malformed e-mail is told as such, not as a missing contact.
 */
function withOneContact<T extends z.ZodType<{ email: string | null; phone: string | null }>>(schema: T) {
  return schema.superRefine(
    (value, ctx) => {
      if (value.email || value.phone) return;
      for (const field of ['email', 'phone'] as const) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.emailOrPhoneRequired, path: [field], input: value[field] });
      }
    },
    { when: whenParsed('email', 'phone') },
  );
}

/** The desk booking with the stay rules; pass `today` (retreat zone) to refuse a past check-in. */
export function makeStaffRoomBookingSchema(options: TodayOption = {}) {
  const schema = withOneContact(z.object(staffRoomBookingShape));
  return withStayRules(schema, { checkin: 'checkinDate', checkout: 'checkoutDate' }, options);
}

export const staffRoomBookingSchema = makeStaffRoomBookingSchema();
export type StaffRoomBookingInput = z.input<typeof staffRoomBookingSchema>;
export type StaffRoomBookingParsed = z.output<typeof staffRoomBookingSchema>;

/**
 * What staff may give back when they cancel a booking paid online: what the cancellation
 * policy says (the whole amount inside the free window, nothing after it), all of it, part of
 * it (refundAmount, at most what is still refundable — the server checks), or nothing. A
 * booking paid at the retreat has nothing to refund online, whatever is chosen.
 */
export const STAFF_REFUND_CHOICES = ['policy', 'full', 'part', 'none'] as const;
export type StaffRefundChoice = (typeof STAFF_REFUND_CHOICES)[number];

/** The amount of a refund in part: more than nothing, in the booking's currency. */
const refundAmountField = makeMoneyAmount({
  required: MESSAGES.refundAmountRequired,
  invalid: MESSAGES.refundAmountRequired,
  positive: MESSAGES.refundAmountRequired,
});

/**
 * POST /api/{room,sauna,event}-bookings/:id/cancel: why (kept in the audit log; the server
 * requires it where the policy is overridden) and the refund. refundAmount is read only for
 * 'part' and is null otherwise.
 */
export const staffCancellationSchema = z
  .object({
    reason: optionalText(TEXT_LIMITS.notes),
    refund: z.enum(STAFF_REFUND_CHOICES, { error: MESSAGES.invalidRefundChoice }).default('policy'),
    refundAmount: z.union([z.string(), z.number(), z.null()], { error: MESSAGES.refundAmountRequired }).optional(),
  })
  .transform((value, ctx) => {
    const { reason, refund } = value;
    if (refund !== 'part') return { reason, refund, refundAmount: null };
    const amount = refundAmountField.safeParse(value.refundAmount ?? '');
    if (amount.success) return { reason, refund, refundAmount: amount.data };
    ctx.addIssue({ code: 'custom', message: MESSAGES.refundAmountRequired, path: ['refundAmount'] });
    return z.NEVER;
  });
export type StaffCancellation = z.output<typeof staffCancellationSchema>;

/** The room desk's cancellation: the same fields as every staff cancellation. */
export const roomBookingCancellationSchema = staffCancellationSchema;
export type RoomBookingCancellation = StaffCancellation;

/**
 * POST /api/room-bookings/:id/move: the stay's new dates and room, as staff change them
 * (docs/requirements/policies.md#changing-dates). The stay rules without "not in the past":
 * a guest in the house may stay longer, so the server refuses a past check-in only when the
 * check-in itself moves.
 */
export const staffStayMoveSchema = withStayRules(
  z.object({
    roomType: roomBookingShape.roomType,
    checkinDate: roomBookingShape.checkinDate,
    checkoutDate: roomBookingShape.checkoutDate,
    /** Why (kept in the audit log), optional. */
    reason: optionalText(TEXT_LIMITS.notes),
  }),
  { checkin: 'checkinDate', checkout: 'checkoutDate' },
);
export type StaffStayMove = z.output<typeof staffStayMoveSchema>;

/**
 * A pay-at-retreat booking paid at the desk: how, and how much — in quetzales for cash_gtq,
 * in dollars (the booking's currency) otherwise.
 */
export const deskPaymentSchema = z.object({
  method: z.enum(DESK_PAYMENT_METHODS, { error: MESSAGES.invalidPaymentMethod }),
  amount: z
    .union([z.string(), z.number()], { error: MESSAGES.amountRequired })
    .transform((value) => String(value).trim())
    .refine((value) => /^\d{1,8}(\.\d{1,2})?$/.test(value) && Number(value) > 0, { error: MESSAGES.amountRequired })
    .transform((value) => Number(value).toFixed(2)),
});
export type DeskPayment = z.output<typeof deskPaymentSchema>;
