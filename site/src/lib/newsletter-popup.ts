/**
 * The newsletter popup's browser contract (spec §4): the stored 'seen' flag and the event a
 * carousel sends when it reaches its second item, which brings the popup forward.
 */

/** localStorage key; once set (by 'No thanks', closing, or signing up) the popup never shows. */
export const NEWSLETTER_SEEN_KEY = 'lakeside:newsletter-seen';

/** Dispatched on `window` by the home carousel when it first shows its second item. */
export const CAROUSEL_SECOND_ITEM_EVENT = 'lakeside:carousel-second-item';

/**
 * When (ms since navigation start) the carousel first showed its second item. Kept here as
 * well as sent as an event because the two islands hydrate independently and the popup may
 * not be listening yet; both import this one module, so they share the value.
 */
let secondItemShownAt: number | undefined;

/** For the carousel island: tell the popup the guest is browsing the media. */
export function announceCarouselSecondItem(): void {
  secondItemShownAt ??= performance.now();
  window.dispatchEvent(new CustomEvent(CAROUSEL_SECOND_ITEM_EVENT));
}

export function carouselSecondItemShownAt(): number | undefined {
  return secondItemShownAt;
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
