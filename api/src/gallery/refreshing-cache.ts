/** How long a value is served before it is refreshed, and what happens when a refresh fails. */
export interface RefreshPolicy {
  /** A value younger than this is served without asking the source. */
  freshForMs: number;
  /** After a failed load, the source is left alone this long (requests get the stale value or the fallback). */
  retryAfterFailureMs: number;
  /** An older value is never served, even when the source keeps failing. */
  keepStaleForMs: number;
}

/**
 * One value from a slow, unreliable source (a remote API), kept in memory so that callers
 * wait for the source only when nothing usable is cached:
 * - fresh value → served;
 * - stale value → served at once, refreshed in the background (stale-while-revalidate);
 * - nothing usable → the load is awaited; a failure gives the fallback.
 * Concurrent callers share one load, and a failure pauses loads for a while, so a broken
 * source costs one slow request per pause rather than one per visitor.
 */
export class RefreshingCache<T> {
  private value: { data: T; loadedAt: number } | undefined;
  private loading: Promise<T> | undefined;
  private pausedUntil = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly fallback: T,
    private readonly policy: RefreshPolicy,
    private readonly onLoadFailed: (error: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const age = this.value ? this.now() - this.value.loadedAt : Infinity;
    if (this.value && age < this.policy.freshForMs) return Promise.resolve(this.value.data);
    const refresh = this.now() >= this.pausedUntil ? this.refresh() : undefined;
    const usable = this.usableValue();
    if (usable !== undefined) return Promise.resolve(usable);
    return refresh ?? Promise.resolve(this.fallback);
  }

  /** Never rejects: a failure resolves to whatever can still be served. */
  private refresh(): Promise<T> {
    this.loading ??= this.load()
      .then(
        (data) => {
          this.value = { data, loadedAt: this.now() };
          return data;
        },
        (error: unknown) => {
          this.pausedUntil = this.now() + this.policy.retryAfterFailureMs;
          this.onLoadFailed(error);
          return this.usableValue() ?? this.fallback;
        },
      )
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  private usableValue(): T | undefined {
    if (!this.value || this.now() - this.value.loadedAt >= this.policy.keepStaleForMs) return undefined;
    return this.value.data;
  }
}
