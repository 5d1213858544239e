import { makeRoomSearchSchema, MESSAGES } from '@lakeside/contracts';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { ZodPipeForToday } from './zod-pipe-for-today.js';

describe('ZodPipeForToday', () => {
  it('checks against the current day and builds the schema once per day', () => {
    let today = '2026-03-01';
    const build = vi.fn(makeRoomSearchSchema);
    const pipe = new ZodPipeForToday(build, () => today);
    const query = { checkin: '2026-03-01', checkout: '2026-03-03' };

    expect(pipe.transform(query)).toMatchObject({ checkin: '2026-03-01', guests: 1, roomType: 'all' });
    pipe.transform(query);
    expect(build).toHaveBeenCalledTimes(1);

    today = '2026-03-02';
    try {
      pipe.transform(query);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).details).toMatchObject({
        errors: [{ field: 'checkin', message: MESSAGES.checkinInPast }],
      });
    }
    expect(build).toHaveBeenCalledTimes(2);
  });
});
