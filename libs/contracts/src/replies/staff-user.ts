/**
 * The signed-in staff member as POST /api/auth/login and GET /api/auth/user return it (never
 * the password hash): the console's identity and the site's user menu.
 */
import { z } from 'zod';
import { LANGUAGES } from '../enums/community.js';
import { STAFF_ROLES } from '../enums/staff.js';

export const staffUserReply = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  displayName: z.string().nullable(),
  /** The display name's first word: the user menu's greeting and initials. */
  firstName: z.string().nullable(),
  /** The rest of the display name. */
  lastName: z.string().nullable(),
  /** The console's language this person chose; null: follow the browser's. */
  language: z.enum(LANGUAGES).nullable(),
});

export type StaffUserReply = z.infer<typeof staffUserReply>;
