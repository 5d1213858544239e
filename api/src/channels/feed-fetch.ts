/**
 * One fetch of another channel's feed: a conditional GET (If-None-Match / If-Modified-Since from
 * the last answer), given up after a timeout, and refused past a size limit while it streams in,
 * so a hung or runaway channel costs seconds and kilobytes, never the API's memory.
 */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedFetch = { changed: false } | ({ changed: true; text: string } & FeedValidators);

export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
}

export interface FeedFetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export async function fetchFeed(url: string, last: FeedValidators, limits: FeedFetchLimits): Promise<FeedFetch> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const headers: Record<string, string> = {
    accept: 'text/calendar, */*;q=0.5',
    'user-agent': 'Lakeside calendar sync',
  };
  if (last.etag) headers['if-none-match'] = last.etag;
  if (last.lastModified) headers['if-modified-since'] = last.lastModified;
  try {
    const response = await fetch(url, { headers, signal, redirect: 'follow' });
    if (response.status === 304) {
      await response.body?.cancel();
      return { changed: false };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedFetchError(`the channel answered HTTP ${response.status}`);
    }
    const text = await readLimited(response, limits.maxBytes);
    return {
      changed: true,
      text,
      etag: bounded(response.headers.get('etag'), 200),
      lastModified: bounded(response.headers.get('last-modified'), 100),
    };
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (signal.aborted) throw new FeedFetchError(`no answer within ${limits.timeoutMs / 1000} s`);
    throw new FeedFetchError(`could not reach the channel (${describe(error)})`);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new FeedFetchError(`the feed is larger than ${Math.round(maxBytes / 1024)} KB`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A validator too long for its column is not kept (the next fetch is then unconditional). */
function bounded(value: string | null, max: number): string | null {
  return value && value.length <= max ? value : null;
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' ? code : cause instanceof Error ? cause.message : String(cause);
}
