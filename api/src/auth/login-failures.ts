/** One key's tally of failed sign-ins: how many, and when the last one happened (ms since the epoch). */
export interface FailureTally {
  count: number;
  lastAt: number;
}

/**
 * Where failed sign-ins are counted. The API uses SharedLoginFailureStore (the database, shared
 * by every instance); MemoryLoginFailureStore serves unit specs. Any store implements the same
 * three calls, with `add` atomic so concurrent failures are never lost.
 */
export abstract class LoginFailureStore {
  /** Counts one failure and returns the new tally; a tally idle for `forgetAfterMs` starts again at 1. */
  abstract add(key: string, now: number, forgetAfterMs: number): Promise<FailureTally>;
  /** The key's tally, undefined when it has none or it was forgotten. */
  abstract get(key: string, now: number, forgetAfterMs: number): Promise<FailureTally | undefined>;
  abstract clear(key: string): Promise<void>;
}

/** Above this many tallies, each new failure first sweeps out the idle ones. */
const SWEEP_ABOVE = 10_000;

/**
 * The tallies in a Map. Idle ones are dropped as they are met, and swept out when the map
 * grows, so guesses at made-up usernames cannot fill the memory.
 */
export class MemoryLoginFailureStore extends LoginFailureStore {
  private readonly tallies = new Map<string, FailureTally>();

  add(key: string, now: number, forgetAfterMs: number): Promise<FailureTally> {
    if (this.tallies.size > SWEEP_ABOVE) this.sweep(now, forgetAfterMs);
    const previous = this.live(key, now, forgetAfterMs);
    const tally = { count: (previous?.count ?? 0) + 1, lastAt: now };
    this.tallies.set(key, tally);
    return Promise.resolve({ ...tally });
  }

  get(key: string, now: number, forgetAfterMs: number): Promise<FailureTally | undefined> {
    const tally = this.live(key, now, forgetAfterMs);
    return Promise.resolve(tally && { ...tally });
  }

  clear(key: string): Promise<void> {
    this.tallies.delete(key);
    return Promise.resolve();
  }

  private sweep(now: number, forgetAfterMs: number): void {
    for (const [key, tally] of this.tallies) if (now - tally.lastAt >= forgetAfterMs) this.tallies.delete(key);
  }

  private live(key: string, now: number, forgetAfterMs: number): FailureTally | undefined {
    const tally = this.tallies.get(key);
    if (tally && now - tally.lastAt >= forgetAfterMs) {
      this.tallies.delete(key);
      return undefined;
    }
    return tally;
  }
}
