/** Its own module so the booking wizard loads its reply contracts (and zod) only when it reaches payment. */
import '../no-eval-parsing';
import {
  parseReply,
  paymentSetupReply,
  roomCaptureReply,
  roomPaymentOrderReply,
  type PaymentSetupReply,
  type RoomCaptureReply,
  type RoomPaymentOrderReply,
} from '@lakeside/contracts';
import type { ReplyReader } from './browser-fetch';

/** GET /paypal/setup. */
export const readPaymentSetup: ReplyReader<PaymentSetupReply> = (body, source) =>
  parseReply(paymentSetupReply, body, source);

/** POST /paypal/order. */
export const readPaymentOrder: ReplyReader<RoomPaymentOrderReply> = (body, source) =>
  parseReply(roomPaymentOrderReply, body, source);

/** POST /paypal/order/:id/capture. */
export const readCapture: ReplyReader<RoomCaptureReply> = (body, source) => parseReply(roomCaptureReply, body, source);
