import { LANGUAGES, STAFF_ROLES } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { AdminUser } from './admin-user.entity.js';
import { staffAccountChanged, staffAccountWrite } from './staff-account-write.js';
import { User } from './user.entity.js';

/** Guest and staff accounts in the console. Sessions are not a table: see internal-entities.ts. */
export const AUTH_ADMIN_RESOURCES = {
  users: { entity: User },
  'staff-accounts': {
    entity: AdminUser,
    // The argon2id hash never leaves the server; a new password comes in through its own input.
    hidden: ['password'],
    writeOnlyFields: [{ name: 'password', type: 'text', required: false, readOnly: false, maxLength: 200 }],
    // The console's language a login chose (its user menu sets it); empty follows the browser.
    choices: { role: STAFF_ROLES, language: LANGUAGES },
    prepare: staffAccountWrite,
    afterWrite: staffAccountChanged,
  },
} satisfies AdminResourceDefinitions;
