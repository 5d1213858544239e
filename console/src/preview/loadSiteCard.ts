/**
 * Loads one card component from the site's remote (vite.config.ts: VITE_SITE_URL). A site
 * that is down refuses the connection at once; one that hangs must not leave staff looking
 * at a spinner, so the load gives up after a few seconds and the preview says so.
 */
import type { ComponentType } from 'react';

export const SITE_CARD_TIMEOUT_MS = 5_000;

export class SiteUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The guest site did not answer', { cause });
    this.name = 'SiteUnavailableError';
  }
}

export function loadSiteCard<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = SITE_CARD_TIMEOUT_MS,
): Promise<ComponentType<P>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new SiteUnavailableError('timed out')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module.default);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new SiteUnavailableError(error));
      },
    );
  });
}
