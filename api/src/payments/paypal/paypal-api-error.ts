/** A failed call to the PayPal REST API, with what PayPal said about it. */
export class PayPalApiError extends Error {
  override name = 'PayPalApiError';
  /** HTTP status; 0 when no reply came (network error, timeout). */
  readonly status: number;
  /** PayPal's issue code, e.g. INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, RESOURCE_NOT_FOUND. */
  readonly issue: string | undefined;
  /** PayPal's debug_id: what PayPal support asks for. */
  readonly debugId: string | undefined;
  /** True when the OAuth token endpoint failed (credentials), not the API call itself. */
  readonly duringAuthentication: boolean;

  constructor(details: {
    status: number;
    message: string;
    issue?: string;
    debugId?: string;
    duringAuthentication?: boolean;
  }) {
    super(details.message);
    this.status = details.status;
    this.issue = details.issue;
    this.debugId = details.debugId;
    this.duringAuthentication = details.duringAuthentication ?? false;
  }

  /** Worth trying again with the same request id: no reply, a server error or throttling. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }

  static async fromResponse(response: Response, what: string, duringAuthentication = false): Promise<PayPalApiError> {
    const body = (await response.json().catch(() => ({}))) as PayPalErrorBody;
    const issue = body.details?.[0]?.issue ?? body.name ?? body.error;
    const detail = body.details?.[0]?.description ?? body.message ?? body.error_description ?? response.statusText;
    return new PayPalApiError({
      status: response.status,
      message: `${what}: ${response.status} ${issue ?? ''} ${detail}`.replace(/\s+/g, ' ').trim(),
      issue,
      debugId: body.debug_id,
      duringAuthentication,
    });
  }

  static noReply(what: string, cause: unknown, duringAuthentication = false): PayPalApiError {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    return new PayPalApiError({ status: 0, message: `${what}: no reply (${reason})`, duringAuthentication });
  }
}

/** PayPal's error body (REST APIs) or OAuth error body (token endpoint). */
interface PayPalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: Array<{ issue?: string; description?: string }>;
  error?: string;
  error_description?: string;
}
