/**
 * Every error code the API answers with, gathered from the features' errors files like the
 * entities are. A code is `<feature>.<name>`; its texts (English and Spanish) travel with it,
 * and the API's error filter gives each its HTTP status in one exhaustive switch.
 */
import type { ApiErrorBody, FieldError } from '../api-errors.js';
import type { Language } from '../enums/community.js';
import { ADMIN_ERRORS } from './admin.js';
import { AUTH_ERRORS } from './auth.js';
import { CHANNEL_ERRORS } from './channels.js';
import { BOOKING_ERRORS } from './bookings.js';
import { CHECKOUT_ERRORS } from './checkout.js';
import { COMMON_ERRORS } from './common.js';
import { fillErrorText, type ErrorParams, type ErrorText } from './error-text.js';
import { EVENT_ERRORS } from './events.js';
import { FINANCE_ERRORS } from './finance.js';
import { FOLIO_ERRORS } from './folio.js';
import { INVENTORY_ERRORS } from './inventory.js';
import { INVOICE_ERRORS } from './invoices.js';
import { LEDGER_ERRORS } from './ledger.js';
import { LOYALTY_ERRORS } from './loyalty.js';
import { PAYMENT_ERRORS } from './payments.js';
import { RESTAURANT_ERRORS } from './restaurant.js';
import { REVIEW_ERRORS } from './reviews.js';
import { ROOM_ERRORS } from './rooms.js';
import { ROOM_PHOTO_ERRORS } from './room-photos.js';
import { SAUNA_ERRORS } from './sauna.js';
import { STAFF_TIME_ERRORS } from './staff-time.js';
import { DESK_ERRORS } from './desk.js';
import { TILL_ERRORS } from './till.js';

export const ERROR_TEXTS = {
  ...COMMON_ERRORS,
  ...AUTH_ERRORS,
  ...ADMIN_ERRORS,
  ...ROOM_ERRORS,
  ...ROOM_PHOTO_ERRORS,
  ...CHANNEL_ERRORS,
  ...BOOKING_ERRORS,
  ...PAYMENT_ERRORS,
  ...CHECKOUT_ERRORS,
  ...EVENT_ERRORS,
  ...SAUNA_ERRORS,
  ...DESK_ERRORS,
  ...RESTAURANT_ERRORS,
  ...TILL_ERRORS,
  ...FOLIO_ERRORS,
  ...LOYALTY_ERRORS,
  ...FINANCE_ERRORS,
  ...LEDGER_ERRORS,
  ...INVENTORY_ERRORS,
  ...INVOICE_ERRORS,
  ...STAFF_TIME_ERRORS,
  ...REVIEW_ERRORS,
} as const satisfies Record<string, ErrorText>;

export type ErrorCode = keyof typeof ERROR_TEXTS;

export const ERROR_CODES = Object.keys(ERROR_TEXTS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);
}

/** What `code` says in `language` (English by default), with its `{placeholders}` filled in. */
export function errorMessage(code: ErrorCode, params?: ErrorParams, language: Language = 'en'): string {
  return fillErrorText(ERROR_TEXTS[code][language], params);
}

/** The API's reply for `code`: its English text, and the params and field errors it carries. */
export function errorBody(
  code: ErrorCode,
  details: { params?: ErrorParams; errors?: FieldError[] } = {},
): ApiErrorBody {
  const body: ApiErrorBody = { code, message: errorMessage(code, details.params) };
  if (details.params) body.params = details.params;
  if (details.errors) body.errors = details.errors;
  return body;
}

export { fillErrorText, type ErrorParams, type ErrorText } from './error-text.js';
export type { AdminErrorCode } from './admin.js';
export type { AuthErrorCode } from './auth.js';
export type { ChannelErrorCode } from './channels.js';
export type { BookingErrorCode } from './bookings.js';
export type { CheckoutErrorCode } from './checkout.js';
export type { CommonErrorCode } from './common.js';
export type { EventErrorCode } from './events.js';
export type { FinanceErrorCode } from './finance.js';
export type { FolioErrorCode } from './folio.js';
export type { InvoiceErrorCode } from './invoices.js';
export type { LedgerErrorCode } from './ledger.js';
export type { LoyaltyErrorCode } from './loyalty.js';
export type { InventoryErrorCode } from './inventory.js';
export type { PaymentErrorCode } from './payments.js';
export type { RestaurantErrorCode } from './restaurant.js';
export type { ReviewErrorCode } from './reviews.js';
export type { RoomErrorCode } from './rooms.js';
export type { RoomPhotoErrorCode } from './room-photos.js';
export type { SaunaErrorCode } from './sauna.js';
export type { DeskErrorCode } from './desk.js';
export type { TillErrorCode } from './till.js';
export type { StaffTimeErrorCode } from './staff-time.js';
