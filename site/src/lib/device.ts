/**
 * Whether a request gets the phone layout regardless of window width: a mobile user agent or
 * `?mobile=true` (docs/requirements/pages-and-routes.md#layout-and-navigation). Narrow windows get
 * it from CSS anyway; this covers a phone in landscape and lets anyone preview the phone layout
 * on a desktop.
 */

/** Phones, not tablets: Android tablets omit "Mobile", iPads say "iPad". */
const MOBILE_USER_AGENT = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return MOBILE_USER_AGENT.test(userAgent ?? '');
}

export function wantsPhoneLayout(url: URL, userAgent: string | null | undefined): boolean {
  return url.searchParams.get('mobile') === 'true' || isMobileUserAgent(userAgent);
}

/** Class on <html> that switches the stylesheet to the phone layout at any width. */
export const PHONE_LAYOUT_CLASS = 'phone-layout';
