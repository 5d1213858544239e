/**
 * The personal link of a review request: /review/{reference}?t={token} on the site (/es/… for
 * Spanish). Its token is stored hashed on the request with an expiry, like a manage link.
 */
import { REVIEW_LIMITS } from '@lakeside/contracts';

export function reviewUrl(siteOrigin: string, reference: string, token: string, language: string): string {
  const prefix = language === 'es' ? '/es' : '';
  return `${siteOrigin}${prefix}/review/${encodeURIComponent(reference)}?t=${encodeURIComponent(token)}`;
}

/** When a link sent at `sentAt` stops working. */
export function reviewLinkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + REVIEW_LIMITS.linkDays * 24 * 60 * 60_000);
}

/** The first word of the booking's name: reviews are signed with it, never the full name. */
export function firstNameOf(guestName: string): string {
  return guestName.trim().split(/\s+/)[0] ?? '';
}
