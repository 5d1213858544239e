import type { ErrorText } from './error-text.js';

/** Refusals of the staff clock, week approvals and payroll. */
export const STAFF_TIME_ERRORS = {
  /** 403: the signed-in login is not linked to a staff member, so it has no clock. */
  'staff.noStaffMember': {
    en: 'Your login is not linked to a staff member.',
    es: 'Su usuario no está vinculado a un miembro del personal.',
  },
  /**
   * 403: the tablet's employee id and PIN do not match an active member with a PIN. Not 401:
   * the console reads 401 as its own session ending and would sign the tablet out.
   */
  'staff.wrongPin': { en: 'Employee id or PIN is wrong.', es: 'El número de empleado o el PIN no es correcto.' },
  /** 429: too many wrong PINs for this employee id; the tablet waits, as sign-in does. */
  'staff.tooManyPinAttempts': {
    en: 'Too many wrong PINs. Please wait a few minutes and try again.',
    es: 'Demasiados PIN incorrectos. Espere unos minutos e intente de nuevo.',
  },
  /** 409: a clock-in while a shift is open. */
  'staff.alreadyClockedIn': { en: 'You are already clocked in.', es: 'Ya marcó su entrada.' },
  /** 409: a clock-out or break with no open shift. */
  'staff.notClockedIn': { en: 'You are not clocked in.', es: 'No ha marcado su entrada.' },
  /** 409: a second break, or a break start during a break. */
  'staff.breakTaken': {
    en: 'This shift already has its break.',
    es: 'Este turno ya tiene su descanso.',
  },
  /** 409: a break end, or a clock-out, while no break is running or the break is running. */
  'staff.breakState': {
    en: 'End the break before clocking out, and start it before ending it.',
    es: 'Termine el descanso antes de marcar la salida, y empiécelo antes de terminarlo.',
  },
  /** 409: a week with an open shift cannot be approved. */
  'staff.weekOpen': {
    en: 'This week still has a shift that is not clocked out.',
    es: 'Esta semana aún tiene un turno sin marcar la salida.',
  },
  /** 409: approved hours are payroll records; they are not edited or deleted. */
  'staff.entryApproved': {
    en: 'These hours are approved and can no longer be changed.',
    es: 'Estas horas están aprobadas y ya no se pueden cambiar.',
  },
} as const satisfies Record<`staff.${string}`, ErrorText>;

export type StaffTimeErrorCode = keyof typeof STAFF_TIME_ERRORS;
