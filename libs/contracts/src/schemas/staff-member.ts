import { z } from 'zod';
import { STAFF_DEPARTMENTS, STAFF_POSITIONS } from '../enums/staff.js';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { dateField, enumField, optionalEmailField, optionalPhoneField, optionalText, requiredText } from './fields.js';
import { makeOptionalMoneyAmount } from './money-fields.js';

/** A restaurant or house staff member (docs/requirements/back-office.md#staff-and-schedules). */
export const staffMemberSchema = z.object({
  /** Link to a signed-in user record (uuid), when the person has one. */
  userId: z
    .uuid({ error: MESSAGES.invalidId })
    .nullish()
    .transform((value) => value ?? null),
  /** Payroll number, unique; the server assigns one when left empty. */
  employeeId: optionalText(TEXT_LIMITS.employeeId),
  firstName: requiredText(TEXT_LIMITS.personName, MESSAGES.firstNameRequired),
  lastName: requiredText(TEXT_LIMITS.personName, MESSAGES.lastNameRequired),
  email: optionalEmailField(),
  phone: optionalPhoneField(),
  position: enumField(STAFF_POSITIONS, MESSAGES.positionRequired),
  department: enumField(STAFF_DEPARTMENTS, MESSAGES.departmentRequired),
  /** Pay per hour in quetzales; time tracking multiplies it by hours worked. */
  hourlyRate: makeOptionalMoneyAmount(),
  /** First working day, "yyyy-MM-dd". */
  hireDate: dateField(MESSAGES.hireDateRequired),
  /** Former staff stay on record for payroll history. */
  isActive: z.boolean().default(true),
  /** Who to call in an emergency. */
  emergencyContact: optionalText(TEXT_LIMITS.personName),
  emergencyPhone: optionalPhoneField(),
  notes: optionalText(TEXT_LIMITS.notes),
});
export type StaffMemberInput = z.input<typeof staffMemberSchema>;
export type StaffMemberParsed = z.output<typeof staffMemberSchema>;
