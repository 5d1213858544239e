/**
 * `client:deferred={{ afterMs, event }}` — hydrates an island that is not needed while the page
 * loads: at the first idle moment once `afterMs` have passed since navigation start, or at
 * once when `event` fires on window. The newsletter popup uses it so that a phone does not
 * download and run React for a dialog that opens ten seconds later.
 */
import type { ClientDirective } from 'astro';

export interface DeferredOptions {
  /** Milliseconds after navigation start. */
  afterMs: number;
  /** A window event that makes the island needed sooner. */
  event?: string;
}

const deferredDirective: ClientDirective = (load, options) => {
  const { afterMs, event } = options.value as unknown as DeferredOptions;
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    window.clearTimeout(timer);
    if (event) window.removeEventListener(event, hydrate);
    void load().then((run) => run());
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(hydrate) : hydrate());
  const timer = window.setTimeout(whenIdle, Math.max(0, afterMs - performance.now()));
  if (event) window.addEventListener(event, hydrate);
};

export default deferredDirective;
