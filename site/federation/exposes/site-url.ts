/**
 * Room photos may be site-relative ('/uploads/…'). In a host page they would resolve against
 * the host's origin; this module's own URL is on the site, so resolve against that.
 */
export const onSite = (url: string): string => new URL(url, import.meta.url).href;
