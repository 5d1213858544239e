/**
 * What the guest forms get back: a contact message or volunteer application kept for staff
 * (POST /api/contact, POST /api/volunteer-applications) and a newsletter sign-up (POST
 * /api/mailing-list). The forms pick their success text by `emailSent`.
 */
import { z } from 'zod';

export const formReceiptReply = z.object({
  id: z.number().int(),
  /** True when SMTP accepted the notification to the retreat's inbox. */
  emailSent: z.boolean(),
});

export const subscriptionReply = z.object({
  subscribed: z.literal(true),
  /** True when SMTP accepted the welcome mail. */
  emailSent: z.boolean(),
});

export type FormReceiptReply = z.infer<typeof formReceiptReply>;
export type SubscriptionReply = z.infer<typeof subscriptionReply>;
