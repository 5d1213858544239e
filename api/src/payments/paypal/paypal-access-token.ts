import { PayPalApiError } from './paypal-api-error.js';

export interface PayPalCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Renew this long before PayPal says the token expires, so a request never carries a stale one. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The OAuth2 client-credentials access token, fetched once and reused until shortly before
 * it expires (PayPal issues them for about 9 hours and throttles clients that ask per call).
 * Concurrent callers share one token request.
 */
export class PayPalAccessToken {
  private cached: { value: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly credentials: PayPalCredentials,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<string> {
    if (this.cached && this.cached.expiresAt > this.now()) return Promise.resolve(this.cached.value);
    this.pending ??= this.request().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** Forget the token (PayPal answered 401: revoked or expired early). */
  invalidate(): void {
    this.cached = undefined;
  }

  private async request(): Promise<string> {
    const { baseUrl, clientId, clientSecret } = this.credentials;
    let response: Response;
    try {
      response = await fetch(new URL('/v1/oauth2/token', baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw PayPalApiError.noReply('PayPal access token', error, true);
    }
    if (!response.ok) throw await PayPalApiError.fromResponse(response, 'PayPal access token', true);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) {
      throw new PayPalApiError({
        status: 502,
        message: 'PayPal access token: reply without a token',
        duringAuthentication: true,
      });
    }
    this.cached = {
      value: body.access_token,
      expiresAt: this.now() + Math.max(0, (body.expires_in ?? 0) * 1000 - EXPIRY_MARGIN_MS),
    };
    return body.access_token;
  }
}
