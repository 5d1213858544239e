import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache.js';

/** Lets a background load finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const policy = { freshForMs: 1_000, retryAfterFailureMs: 100, keepStaleForMs: 10_000 };

/** A cache on a hand-moved clock, whose source answers from a script of results. */
function setup(results: Array<string | Error>) {
  let now = 0;
  const calls: number[] = [];
  const failures: unknown[] = [];
  let release: (() => void) | undefined;
  const cache = new RefreshingCache<string>(
    async () => {
      calls.push(now);
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      const result = results.shift() ?? new Error('no more results');
      if (result instanceof Error) throw result;
      return result;
    },
    'fallback',
    policy,
    (error) => failures.push(error),
    () => now,
  );
  let hold = false;
  return {
    cache,
    calls,
    failures,
    tick: (ms: number) => (now += ms),
    holdLoads: () => (hold = true),
    releaseLoad: () => release?.(),
  };
}

describe('RefreshingCache', () => {
  it('loads once and serves the value while it is fresh', async () => {
    const { cache, calls, tick } = setup(['v1', 'v2']);
    expect(await cache.get()).toBe('v1');
    tick(999);
    expect(await cache.get()).toBe('v1');
    expect(calls).toHaveLength(1);
  });

  it('serves a stale value at once and refreshes it in the background', async () => {
    const { cache, calls, tick } = setup(['v1', 'v2']);
    await cache.get();
    tick(1_000);
    expect(await cache.get()).toBe('v1');
    expect(calls).toHaveLength(2);
    await settle();
    expect(await cache.get()).toBe('v2');
  });

  it('keeps serving the last good value when a refresh fails', async () => {
    const { cache, failures, tick } = setup(['v1', new Error('down')]);
    await cache.get();
    tick(1_000);
    expect(await cache.get()).toBe('v1');
    await settle();
    expect(failures).toHaveLength(1);
    expect(await cache.get()).toBe('v1');
  });

  it('gives the fallback when nothing was ever loaded and the source fails', async () => {
    const { cache, failures } = setup([new Error('down')]);
    expect(await cache.get()).toBe('fallback');
    expect(failures).toEqual([new Error('down')]);
  });

  it('pauses loads after a failure, then tries again', async () => {
    const { cache, calls, tick } = setup([new Error('down'), 'v1']);
    await cache.get();
    tick(99);
    expect(await cache.get()).toBe('fallback');
    expect(calls).toHaveLength(1);
    tick(1);
    expect(await cache.get()).toBe('v1');
    expect(calls).toHaveLength(2);
  });

  it('shares one load between concurrent callers', async () => {
    const { cache, calls, holdLoads, releaseLoad } = setup(['v1']);
    holdLoads();
    const waiting = [cache.get(), cache.get(), cache.get()];
    await Promise.resolve();
    releaseLoad();
    expect(await Promise.all(waiting)).toEqual(['v1', 'v1', 'v1']);
    expect(calls).toHaveLength(1);
  });

  it('stops serving a value older than keepStaleForMs', async () => {
    const { cache, tick } = setup(['v1', new Error('down')]);
    await cache.get();
    tick(10_000);
    expect(await cache.get()).toBe('fallback');
  });
});
