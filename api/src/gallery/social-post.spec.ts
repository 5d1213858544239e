import { describe, expect, it } from 'vitest';
import { toSocialPosts } from './social-post.js';

const image = {
  id: '1',
  media_type: 'IMAGE',
  media_url: 'https://cdn.example/1.jpg',
  caption: 'Lake',
  permalink: 'https://www.instagram.com/p/1/',
  timestamp: '2026-04-01T10:00:00+0000',
};

describe('toSocialPosts', () => {
  it('keeps the Graph field names, fills absent ones with null and writes the time in ISO 8601', () => {
    expect(toSocialPosts({ data: [image] })).toEqual([
      { ...image, thumbnail_url: null, timestamp: '2026-04-01T10:00:00.000Z' },
    ]);
    expect(toSocialPosts({ data: [{ ...image, caption: undefined }] })[0]?.caption).toBeNull();
  });

  it.each([
    ['a javascript: permalink', { ...image, permalink: 'javascript:alert(1)' }],
    ['a data: picture', { ...image, media_url: 'data:image/png;base64,AAAA' }],
    ['no picture at all', { ...image, media_url: undefined }],
    ['an unreadable time', { ...image, timestamp: 'yesterday' }],
    ['no id', { ...image, id: '' }],
    ['not an object', 'post'],
  ])('skips a post with %s', (_, item) => {
    expect(toSocialPosts({ data: [item, image] })).toHaveLength(1);
  });

  it('uses the poster of a video without media_url', () => {
    const reel = { ...image, media_type: 'VIDEO', media_url: undefined, thumbnail_url: 'https://cdn.example/p.jpg' };
    expect(toSocialPosts({ data: [reel] })[0]).toMatchObject({ media_url: null, thumbnail_url: reel.thumbnail_url });
  });

  it.each([null, [], { error: { message: 'x' } }, { data: 'x' }])(
    'throws on an answer that is not a media page: %j',
    (body) => {
      expect(() => toSocialPosts(body)).toThrow();
    },
  );
});
