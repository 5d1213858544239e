import { Avatar, ListItemText, MenuItem } from '@mui/material';
import { Logout, UserMenu, useGetIdentity } from 'react-admin';
import { LanguageMenuItem } from '../i18n/LanguageMenuItem';
import type { StaffIdentity } from '../providers/authProvider';
import { humanize } from '@lakeside/contracts';

/** The signed-in person's initials, as on the guest site (docs/requirements/back-office.md#staff-console). */
function InitialsAvatar() {
  const { identity } = useGetIdentity();
  const initials = (identity as StaffIdentity | undefined)?.initials ?? 'U';
  return (
    <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'secondary.main' }} aria-hidden>
      {initials}
    </Avatar>
  );
}

/** Who is signed in and with which role, so staff know why a menu is missing. */
function WhoAmI() {
  const { identity } = useGetIdentity();
  const user = (identity as StaffIdentity | undefined)?.user;
  if (!user) return null;
  return (
    <MenuItem disabled divider sx={{ '&.Mui-disabled': { opacity: 1 } }}>
      <ListItemText primary={identity?.fullName} secondary={`${humanize(user.role)} · ${user.username}`} />
    </MenuItem>
  );
}

export function StaffUserMenu() {
  return (
    <UserMenu icon={<InitialsAvatar />}>
      <WhoAmI />
      <LanguageMenuItem />
      <Logout />
    </UserMenu>
  );
}
