/** Its own module so the user menu loads the reply contract (and zod) only when someone is signed in. */
import '../no-eval-parsing';
import { parseReply, staffUserReply, type StaffUserReply } from '@lakeside/contracts';
import type { ReplyReader } from './browser-fetch';

export const readStaffUser: ReplyReader<StaffUserReply> = (body, source) => parseReply(staffUserReply, body, source);
