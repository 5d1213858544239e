import { STAFF_ROLES, type Language, type StaffRole } from '@lakeside/contracts';

/**
 * Who was last signed in on this device. The POS and the kitchen display work offline
 * (src/offline/): with the API out of reach the console keeps its last answer instead of
 * signing the till out; the API still checks the session on every call once it is back.
 */
export const LAST_USER_KEY = 'lakeside-console-user';

/**
 * The language the last person signed in on this device chose, so the console (and the sign-in
 * page, which loads no schema library: authProvider checks the whole record) starts in it.
 */
export function lastSignedInLanguage(): Language | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null');
    const language = typeof kept === 'object' && kept !== null && 'language' in kept ? kept.language : null;
    return language === 'en' || language === 'es' ? language : null;
  } catch {
    return null; // unreadable: the browser's language
  }
}

/** The role of the last person signed in on this device, if one was kept. */
export function lastSignedInRole(): StaffRole | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null');
    const role = typeof kept === 'object' && kept !== null && 'role' in kept ? kept.role : null;
    return (STAFF_ROLES as readonly unknown[]).includes(role) ? (role as StaffRole) : null;
  } catch {
    return null;
  }
}
