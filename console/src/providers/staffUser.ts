import type { StaffUserReply } from '@lakeside/contracts';

/** The signed-in staff member, as `POST /api/auth/login` and `GET /api/auth/user` return it (the contracts' staffUserReply). */
export type StaffUser = StaffUserReply;

/** Avatar letters: first and last name initials, else the username's first letter, else 'U'. */
export function initialsOf(user: Pick<StaffUser, 'firstName' | 'lastName' | 'username'> | undefined): string {
  const fromNames = [user?.firstName, user?.lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  return (fromNames || user?.username.trim().charAt(0) || 'U').toUpperCase();
}

/** What the user menu shows as the name. */
export function nameOf(user: StaffUser): string {
  return user.displayName?.trim() || user.username;
}
