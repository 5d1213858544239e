/**
 * The newsletter popup's browser contract (docs/requirements/pages-and-routes.md#newsletter-popup):
 * the stored 'seen' flag and the event a carousel sends when it reaches its second item, which
 * brings the popup forward.
 */

/** localStorage key; once set (by 'No thanks', closing, or signing up) the popup never shows. */
export const NEWSLETTER_SEEN_KEY = 'lakeside:newsletter-seen';

/**
 * Dispatched on `window` by the home carousel when it first shows its second item (the page
 * hands the name to the carousel, whose script then needs nothing of the popup's).
 */
export const CAROUSEL_SECOND_ITEM_EVENT = 'lakeside:carousel-second-item';

declare global {
  interface Window {
    /**
     * When (ms since navigation start) the carousel first showed its second item, set with
     * the event: the popup's island may not be listening yet when it is sent.
     */
    lakesideCarouselSecondItemAt?: number;
  }
}

export function carouselSecondItemShownAt(): number | undefined {
  return window.lakesideCarouselSecondItemAt;
}

export function hasSeenNewsletter(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_SEEN_KEY) !== null;
  } catch {
    // Storage blocked (private mode, policy): better to show it than to break the page.
    return false;
  }
}

export function markNewsletterSeen(): void {
  try {
    window.localStorage.setItem(NEWSLETTER_SEEN_KEY, new Date().toISOString());
  } catch {
    // Nothing to remember it in; the popup shows again next time.
  }
}

/**
 * How long before the popup is due its island starts to hydrate (client:deferred on the home
 * page): time for a slow phone to fetch and start React, which nothing else on the page may
 * have needed yet.
 */
export const NEWSLETTER_HYDRATION_LEAD_MS = 3_000;
