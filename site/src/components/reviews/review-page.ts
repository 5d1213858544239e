/**
 * The server's half of /review/{reference}?t=… (docs/requirements/pages-and-routes.md#room-pages):
 * the stay the mailed link is for, and the review when the page's own form is POSTed — a plain
 * form, so it works without JavaScript. A review that went through redirects back to the page
 * (POST-redirect-GET), which then thanks the guest; one that did not shows why beside the form.
 */
import { reviewInvitationReply, reviewSchema, type ReviewInvitationReply } from '@lakeside/contracts';
import { readWithLink, type LinkRefusal } from '../../lib/api/managed-booking-server';
import { receiveGuestForm } from '../../lib/forms/receive-guest-form';
import { localizedPath } from '../../lib/i18n';
import type { Lang } from '../../lib/i18n/languages';

export type ReviewPageState =
  | {
      kind: 'review';
      invitation: ReviewInvitationReply;
      token: string;
      /** What the guest sent, kept in the form after a refusal. */
      values: Record<string, string>;
      refusal: LinkRefusal | null;
    }
  | { kind: 'sent'; location: string }
  | { kind: 'missing' }
  | { kind: 'unavailable' };

interface PageContext {
  request: Request;
  url: URL;
  clientAddress: string;
  params: { reference?: string | undefined };
}

/** /review/{reference}?t=…, in the page's language. */
export function reviewPagePath(reference: string, token: string, lang: Lang): string {
  return `${localizedPath(`/review/${encodeURIComponent(reference)}`, lang)}?t=${encodeURIComponent(token)}`;
}

export async function loadReviewPage(page: PageContext, lang: Lang): Promise<ReviewPageState> {
  const reference = page.params.reference ?? '';
  const token = page.url.searchParams.get('t') ?? '';
  const sent = await receiveGuestForm(page, {
    schema: reviewSchema,
    endpoint: `/api/reviews/${encodeURIComponent(reference)}`,
    reply: reviewInvitationReply,
  });
  if (sent?.ok) return { kind: 'sent', location: `${reviewPagePath(reference, token, lang)}#thanks` };

  const lookup = await readWithLink(`/api/reviews/${encodeURIComponent(reference)}`, token, {}, reviewInvitationReply);
  if (!lookup.ok) return { kind: lookup.missing ? 'missing' : 'unavailable' };
  const refusal = sent
    ? { code: sent.code, message: sent.message, params: sent.params, fieldErrors: sent.fieldErrors }
    : null;
  return { kind: 'review', invitation: lookup.data, token, values: sent && !sent.ok ? sent.values : {}, refusal };
}

/** A dead link is a real 404, an API outage a 503. */
export function reviewPageStatus(page: ReviewPageState): number {
  return page.kind === 'missing' ? 404 : page.kind === 'unavailable' ? 503 : 200;
}
