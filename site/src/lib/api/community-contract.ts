/** Its own module so the contact, volunteer and newsletter forms load their reply contracts (and zod) only once sent. */
import '../no-eval-parsing';
import {
  formReceiptReply,
  parseReply,
  subscriptionReply,
  type FormReceiptReply,
  type SubscriptionReply,
} from '@lakeside/contracts';
import type { ReplyReader } from './browser-fetch';

/** POST /api/contact and POST /api/volunteer-applications. */
export const readFormReceipt: ReplyReader<FormReceiptReply> = (body, source) =>
  parseReply(formReceiptReply, body, source);

/** POST /api/mailing-list. */
export const readSubscription: ReplyReader<SubscriptionReply> = (body, source) =>
  parseReply(subscriptionReply, body, source);
