import { describe, expect, test } from 'vitest';
import { toFieldErrors } from './api-errors.js';
import { CHANNEL_MESSAGES, channelFeedSchema, roomBlockSchema } from './channels.js';
import { MESSAGES } from './messages.js';

/** The field errors a body gets, [] when it passes. */
function problems(schema: typeof channelFeedSchema | typeof roomBlockSchema, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? [] : toFieldErrors(result.error);
}

describe('channelFeedSchema', () => {
  test.each<[string, unknown, { field: string; message: string }[]]>([
    ['an Airbnb export', { name: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc' }, []],
    ['a local test server', { name: 'Fake', url: 'http://127.0.0.1:4010/feed.ics' }, []],
    [
      'a blank name',
      { name: '  ', url: 'https://a.example/x.ics' },
      [{ field: 'name', message: CHANNEL_MESSAGES.feedNameRequired }],
    ],
    ['not a URL', { name: 'X', url: 'calendar please' }, [{ field: 'url', message: CHANNEL_MESSAGES.feedUrlInvalid }]],
    [
      'another scheme',
      { name: 'X', url: 'file:///etc/passwd' },
      [{ field: 'url', message: CHANNEL_MESSAGES.feedUrlInvalid }],
    ],
    [
      'credentials in it',
      { name: 'X', url: 'https://user:pw@a.example/x.ics' },
      [{ field: 'url', message: CHANNEL_MESSAGES.feedUrlInvalid }],
    ],
    [
      'too long',
      { name: 'X', url: `https://a.example/${'x'.repeat(1000)}` },
      [{ field: 'url', message: CHANNEL_MESSAGES.feedUrlInvalid }],
    ],
  ])('%s', (_, body, expected) => {
    expect(problems(channelFeedSchema, body)).toEqual(expected);
  });
});

describe('roomBlockSchema', () => {
  const block = { checkinDate: '2027-02-01', checkoutDate: '2027-02-03', reason: 'maintenance' };
  test.each<[string, unknown, { field: string; message: string }[]]>([
    ['two nights for maintenance', block, []],
    ['a note', { ...block, reason: 'owner', note: 'Family visit' }, []],
    [
      'no nights',
      { ...block, checkoutDate: '2027-02-01' },
      [{ field: 'checkoutDate', message: CHANNEL_MESSAGES.endAfterStart }],
    ],
    [
      'backwards',
      { ...block, checkoutDate: '2027-01-30' },
      [{ field: 'checkoutDate', message: CHANNEL_MESSAGES.endAfterStart }],
    ],
    ['366 nights', { ...block, checkoutDate: '2028-02-02' }, []],
    [
      '367 nights',
      { ...block, checkoutDate: '2028-02-03' },
      [{ field: 'checkoutDate', message: CHANNEL_MESSAGES.tooManyNights }],
    ],
    ['no first night', { ...block, checkinDate: '' }, [{ field: 'checkinDate', message: MESSAGES.checkinRequired }]],
    [
      'an impossible date',
      { ...block, checkinDate: '2027-02-30' },
      [{ field: 'checkinDate', message: MESSAGES.invalidDate }],
    ],
    [
      'an unknown reason',
      { ...block, reason: 'party' },
      [{ field: 'reason', message: CHANNEL_MESSAGES.reasonRequired }],
    ],
  ])('%s', (_, body, expected) => {
    expect(problems(roomBlockSchema, body)).toEqual(expected);
  });

  test('an empty note is stored as none', () => {
    expect(roomBlockSchema.parse({ ...block, note: '  ' }).note).toBeNull();
  });
});
