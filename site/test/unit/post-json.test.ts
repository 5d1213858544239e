/** How a form reads the API's answer to a POST: successes by their contract, refusals by code. */
import { formReceiptReply, parseReply } from '@lakeside/contracts';
import { describe, expect, it, vi } from 'vitest';
import { readPostResult } from '../../src/lib/api/post-json';

const reader = () => Promise.resolve((body: unknown, source: string) => parseReply(formReceiptReply, body, source));
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('readPostResult', () => {
  it('reads a success with its contract', async () => {
    expect(await readPostResult(reply(201, { id: 7, emailSent: true }), reader, 'POST /api/contact')).toEqual({
      ok: true,
      status: 201,
      data: { id: 7, emailSent: true },
    });
  });

  it('reads a refusal by its code, params and field errors', async () => {
    const body = { code: 'events.notEnoughSpots', message: 'Only 2 left.', params: { left: 2 }, errors: [] };
    expect(await readPostResult(reply(409, body), reader, 'POST /api/event-bookings')).toEqual({
      ok: false,
      status: 409,
      code: 'events.notEnoughSpots',
      message: 'Only 2 left.',
      params: { left: 2 },
      fieldErrors: [],
    });
  });

  it('says a success it cannot read went through, so the guest does not send it twice', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await readPostResult(reply(201, { booking: 'made', shape: 'new' }), reader, 'POST /api/contact');
    expect(result).toEqual({ ok: false, status: 201, code: 'common.replyUnreadable', message: null, fieldErrors: [] });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('POST /api/contact'));
    logged.mockRestore();
  });
});
