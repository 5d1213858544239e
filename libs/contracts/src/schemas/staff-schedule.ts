import { z } from 'zod';
import { DEFAULT_SCHEDULE_STATUS, SCHEDULE_STATUSES, STAFF_POSITIONS } from '../enums/staff.js';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { dateField, idField, optionalText, timeOfDayField } from './fields.js';

/**
 * A shift (docs/requirements/back-office.md#staff-and-schedules). Times are "HH:MM" in the retreat's
 * zone; an end before the start is a shift that runs past midnight (the bar closes late), so it
 * is allowed.
 */
export const staffScheduleSchema = z.object({
  staffId: idField(MESSAGES.staffMemberRequired),
  /** Day the shift starts, "yyyy-MM-dd". */
  scheduleDate: dateField(MESSAGES.scheduleDateRequired),
  shiftStart: timeOfDayField(),
  shiftEnd: timeOfDayField(),
  /** Position worked on this shift when it differs from the usual one. */
  position: z
    .enum(STAFF_POSITIONS, { error: MESSAGES.positionRequired })
    .nullish()
    .transform((value) => value ?? null),
  status: z.enum(SCHEDULE_STATUSES, { error: MESSAGES.invalidStatus }).default(DEFAULT_SCHEDULE_STATUS),
  notes: optionalText(TEXT_LIMITS.notes),
});
export type StaffScheduleInput = z.input<typeof staffScheduleSchema>;
export type StaffScheduleParsed = z.output<typeof staffScheduleSchema>;
