/**
 * GET /api/instagram/posts against a fake Graph API on 127.0.0.1: the real client, cache and
 * fallbacks run. Each scenario boots its own app, because the cache lives in the app.
 */
import type { SocialPostReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api-client.js';
import { startFakeInstagram, sampleMedia, type FakeInstagram, type GraphMedia } from './support/fake-instagram.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const TOKEN = 'IGQ-test-token';

/** The gallery's reply and how long it took: the fallbacks must answer fast. */
async function posts(t: TestApp, query = '') {
  const started = performance.now();
  const reply = await apiClient(t).send<SocialPostReply[]>('GET', `/api/instagram/posts${query}`);
  return { ...reply, ms: performance.now() - started };
}

/** A fake Graph server and an app pointed at it. */
function scenario(fake: Parameters<typeof startFakeInstagram>[0], env: Record<string, string> = {}) {
  const context = {} as { graph: FakeInstagram; t: TestApp };
  beforeAll(async () => {
    context.graph = await startFakeInstagram(fake);
    context.t = await startTestApp({
      env: { INSTAGRAM_ACCESS_TOKEN: TOKEN, INSTAGRAM_API_BASE: context.graph.url, ...env },
    });
  });
  afterAll(async () => {
    await context.t?.close();
    await context.graph?.close();
  });
  return context;
}

describe('with a working account', () => {
  const unsafe: GraphMedia = { ...sampleMedia(1)[0]!, id: 'unsafe', permalink: 'javascript:alert(1)' };
  const noPicture: GraphMedia = {
    id: 'reel',
    media_type: 'VIDEO',
    permalink: 'https://www.instagram.com/reel/x/',
    timestamp: '2026-04-01T10:00:00+0000',
  };
  const media = [...sampleMedia(4), unsafe, noPicture, ...sampleMedia(60).slice(4)];
  const s = scenario({ token: TOKEN, media });

  it('returns the 12 newest posts with the Social post fields by default', async () => {
    const { status, body } = await posts(s.t);
    expect(status).toBe(200);
    const list = body;
    expect(list).toHaveLength(12);
    expect(list[0]).toEqual({
      id: media[0]!.id,
      media_type: 'IMAGE',
      media_url: media[0]!.media_url,
      thumbnail_url: null,
      caption: media[0]!.caption,
      permalink: media[0]!.permalink,
      timestamp: '2026-04-28T14:30:00.000Z',
    });
    expect(list[1]).toMatchObject({ media_type: 'VIDEO', thumbnail_url: media[1]!.thumbnail_url });
    expect(list[3]).toMatchObject({ caption: null });
  });

  it('asks the Graph API for the media fields with the token, once for the largest page', () => {
    expect(s.graph.requests).toHaveLength(1);
    const request = s.graph.requests[0]!;
    expect(request.pathname).toBe('/me/media');
    expect(request.searchParams.get('fields')).toBe(
      'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp',
    );
    expect(request.searchParams.get('limit')).toBe('50');
    expect(request.searchParams.get('access_token')).toBe(TOKEN);
  });

  it('leaves out posts the site could not show safely (script link, no picture)', async () => {
    const { body } = await posts(s.t, '?limit=50');
    const ids = body.map((post) => post.id);
    expect(ids).toHaveLength(48);
    expect(ids).not.toContain('unsafe');
    expect(ids).not.toContain('reel');
  });

  it('serves every limit from the cache: Instagram is not asked again', async () => {
    const { body } = await posts(s.t, '?limit=6');
    expect(body).toHaveLength(6);
    expect(body[0]?.id).toBe(media[0]!.id);
    await posts(s.t);
    expect(s.graph.requests).toHaveLength(1);
  });

  it.each(['0', '51', 'twelve', '2.5'])('refuses limit=%s with 400', async (limit) => {
    const { status, body } = await posts(s.t, `?limit=${limit}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: [{ field: 'limit' }] });
  });
});

describe('without INSTAGRAM_ACCESS_TOKEN', () => {
  const s = scenario({ token: TOKEN, media: sampleMedia(3) }, { INSTAGRAM_ACCESS_TOKEN: '' });

  it('answers [] without calling Instagram', async () => {
    expect(await posts(s.t)).toMatchObject({ status: 200, body: [] });
    expect(s.graph.requests).toHaveLength(0);
  });
});

describe('when Instagram fails', () => {
  const s = scenario({ token: TOKEN, failWith: 500 });

  it('answers []', async () => {
    expect(await posts(s.t)).toMatchObject({ status: 200, body: [] });
  });

  it('leaves Instagram alone for a while instead of asking on every visit', async () => {
    expect(await posts(s.t)).toMatchObject({ status: 200, body: [] });
    expect(s.graph.requests).toHaveLength(1);
  });
});

describe('when the token is refused', () => {
  const s = scenario({ token: 'another-token', media: sampleMedia(3) });

  it('answers []', async () => {
    expect(await posts(s.t)).toMatchObject({ status: 200, body: [] });
    expect(s.graph.requests).toHaveLength(1);
  });
});

describe('when Instagram is slow', () => {
  // Far apart on purpose, so a busy test machine cannot blur "waited for the timeout",
  // "waited for Instagram" and "answered at once".
  const timeoutMs = 1_000;
  const delayMs = 8_000;
  const s = scenario({ token: TOKEN, media: sampleMedia(3), delayMs }, { INSTAGRAM_TIMEOUT_MS: String(timeoutMs) });

  it('gives up after INSTAGRAM_TIMEOUT_MS and answers [] long before Instagram would have', async () => {
    const { status, body, ms } = await posts(s.t);
    expect({ status, body }).toEqual({ status: 200, body: [] });
    expect(ms).toBeGreaterThanOrEqual(timeoutMs - 50);
    expect(ms).toBeLessThan(delayMs / 2);
  });

  it('answers the next visitors at once, without asking Instagram again', async () => {
    const { body, ms } = await posts(s.t);
    expect(body).toEqual([]);
    expect(ms).toBeLessThan(timeoutMs / 2);
    expect(s.graph.requests).toHaveLength(1);
  });
});
