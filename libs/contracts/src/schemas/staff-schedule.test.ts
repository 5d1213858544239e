import { describe, test } from 'vitest';
import { MESSAGES } from '../messages.js';
import { expectInvalid, expectValid, withFields, type InvalidCase, type ValidCase } from '../testing/schema-cases.js';
import { staffScheduleSchema } from './staff-schedule.js';

const valid = { staffId: 2, scheduleDate: '2026-04-01', shiftStart: '06:30', shiftEnd: '14:30' };

describe('staffScheduleSchema', () => {
  describe('accepts', () => {
    test.each<ValidCase>([
      {
        name: 'a day shift, scheduled by default',
        input: valid,
        expected: { ...valid, status: 'scheduled', position: null, notes: null },
      },
      { name: 'a shift past midnight', input: withFields(valid, { shiftStart: '18:00', shiftEnd: '01:00' }) },
      {
        name: 'the edges of the clock',
        input: withFields(valid, {
          shiftStart: '00:00',
          shiftEnd: '23:59',
          position: 'bartender',
          status: 'confirmed',
        }),
      },
    ])('$name', (testCase) => expectValid(staffScheduleSchema, testCase));
  });

  describe('rejects', () => {
    test.each<InvalidCase>([
      {
        name: 'missing staff member',
        input: withFields(valid, { staffId: undefined }),
        field: 'staffId',
        message: MESSAGES.staffMemberRequired,
      },
      {
        name: 'missing date',
        input: withFields(valid, { scheduleDate: undefined }),
        field: 'scheduleDate',
        message: MESSAGES.scheduleDateRequired,
      },
      {
        name: 'start 24:00',
        input: withFields(valid, { shiftStart: '24:00' }),
        field: 'shiftStart',
        message: MESSAGES.invalidTimeFormat,
      },
      {
        name: 'start without leading zero',
        input: withFields(valid, { shiftStart: '6:30' }),
        field: 'shiftStart',
        message: MESSAGES.invalidTimeFormat,
      },
      {
        name: 'start in 12-hour form',
        input: withFields(valid, { shiftStart: '06:30 AM' }),
        field: 'shiftStart',
        message: MESSAGES.invalidTimeFormat,
      },
      {
        name: 'end 14:60',
        input: withFields(valid, { shiftEnd: '14:60' }),
        field: 'shiftEnd',
        message: MESSAGES.invalidTimeFormat,
      },
      {
        name: 'missing end',
        input: withFields(valid, { shiftEnd: undefined }),
        field: 'shiftEnd',
        message: MESSAGES.invalidTimeFormat,
      },
      {
        name: 'unknown status',
        input: withFields(valid, { status: 'late' }),
        field: 'status',
        message: MESSAGES.invalidStatus,
      },
    ])('$name', (testCase) => expectInvalid(staffScheduleSchema, testCase));
  });
});
