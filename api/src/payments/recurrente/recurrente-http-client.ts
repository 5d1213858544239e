import { setTimeout as sleep } from 'node:timers/promises';
import type { RecurrenteCredentials } from './recurrente.types.js';

export interface RecurrenteHttpOptions {
  /** Per attempt: a guest is waiting on the other side. */
  timeoutMs: number;
  /** Pause before each retry of a transient failure; its length is the number of retries. */
  retryDelaysMs: readonly number[];
}

export const DEFAULT_RECURRENTE_HTTP_OPTIONS: RecurrenteHttpOptions = { timeoutMs: 8_000, retryDelaysMs: [250, 1_000] };

/** A failed call to Recurrente, with its HTTP status (0 when no reply came) and its `error` text. */
export class RecurrenteApiError extends Error {
  override name = 'RecurrenteApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** No reply, a server error or throttling: worth asking again. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/**
 * JSON calls to Recurrente's API, authenticated by the X-PUBLIC-KEY / X-SECRET-KEY headers.
 * Recurrente takes no idempotency key, so a transient failure is retried only where asking
 * twice is harmless: reads, updates of an unpaid checkout, a new checkout (an unused one
 * expires unpaid) and a refund (Recurrente refunds a payment whole, once; see the provider).
 */
export class RecurrenteHttpClient {
  constructor(
    private readonly credentials: RecurrenteCredentials,
    private readonly options: RecurrenteHttpOptions = DEFAULT_RECURRENTE_HTTP_OPTIONS,
  ) {}

  get<T>(path: string): Promise<T> {
    return this.withRetries(() => this.send<T>('GET', path));
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.withRetries(() => this.send<T>('POST', path, body));
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.withRetries(() => this.send<T>('PUT', path, body));
  }

  private async withRetries<T>(call: () => Promise<T>): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await call();
      } catch (error) {
        const delay = this.options.retryDelaysMs[retry];
        if (!(error instanceof RecurrenteApiError) || !error.transient || delay === undefined) throw error;
        await sleep(delay);
      }
    }
  }

  private async send<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const what = `Recurrente ${method} ${path}`;
    let response: Response;
    try {
      response = await fetch(new URL(path, this.credentials.baseUrl), {
        method,
        headers: {
          'x-public-key': this.credentials.publicKey,
          'x-secret-key': this.credentials.secretKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new RecurrenteApiError(0, `${what}: no reply (${reason})`);
    }
    if (!response.ok) {
      // Recurrente sends its errors in an `error` key.
      const reply = (await response.json().catch(() => ({}))) as { error?: unknown };
      const detail = typeof reply.error === 'string' ? reply.error : response.statusText;
      throw new RecurrenteApiError(response.status, `${what}: ${response.status} ${detail}`);
    }
    return (await response.json()) as T;
  }
}
