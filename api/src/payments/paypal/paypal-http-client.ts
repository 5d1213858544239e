import { setTimeout as sleep } from 'node:timers/promises';
import { PayPalAccessToken, type PayPalCredentials } from './paypal-access-token.js';
import { PayPalApiError } from './paypal-api-error.js';

export interface PayPalHttpOptions {
  /** Per attempt. A guest is waiting on the other side, so this stays short. */
  timeoutMs: number;
  /** Pause before each retry of a transient failure; its length is the number of retries. */
  retryDelaysMs: readonly number[];
}

export const DEFAULT_PAYPAL_HTTP_OPTIONS: PayPalHttpOptions = { timeoutMs: 8_000, retryDelaysMs: [250, 1_000] };

/**
 * Authenticated JSON calls to the PayPal REST API. Every POST carries a PayPal-Request-Id;
 * a transient failure (no reply, 5xx, 429) is retried with the same id, so PayPal answers a
 * retry of a call that did go through with its first result instead of doing it twice.
 */
export class PayPalHttpClient {
  private readonly token: PayPalAccessToken;

  constructor(
    private readonly credentials: PayPalCredentials,
    private readonly options: PayPalHttpOptions = DEFAULT_PAYPAL_HTTP_OPTIONS,
  ) {
    this.token = new PayPalAccessToken(credentials, options.timeoutMs);
  }

  post<T>(path: string, body: unknown, requestId: string): Promise<T> {
    return this.withRetries(() => this.send('POST', path, body, requestId));
  }

  get<T>(path: string): Promise<T> {
    return this.withRetries(() => this.send('GET', path));
  }

  private async withRetries<T>(call: () => Promise<T>): Promise<T> {
    let tokenRenewed = false;
    for (let retry = 0; ; retry += 1) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof PayPalApiError)) throw error;
        // A token revoked or expired early: fetch a new one once, not counted as a retry.
        if (error.status === 401 && !error.duringAuthentication && !tokenRenewed) {
          tokenRenewed = true;
          this.token.invalidate();
          retry -= 1;
          continue;
        }
        const delay = this.options.retryDelaysMs[retry];
        if (!error.transient || delay === undefined) throw error;
        await sleep(delay);
      }
    }
  }

  private async send<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<T> {
    const what = `PayPal ${method} ${path}`;
    const accessToken = await this.token.get();
    let response: Response;
    try {
      response = await fetch(new URL(path, this.credentials.baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json', prefer: 'return=representation' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw PayPalApiError.noReply(what, error);
    }
    if (!response.ok) throw await PayPalApiError.fromResponse(response, what);
    return (await response.json()) as T;
  }
}
