/**
 * The signed-in user's avatar and menu (docs/requirements/pages-and-routes.md#layout-and-navigation):
 * asks `GET /api/auth/user`; a 401 (or any failure) means signed out and shows nothing. The
 * menu shows the first name (or 'Profile') and 'Sign out': a form posting to /api/logout, a
 * browser navigation as the first version's link was, but a POST, which the API accepts only
 * from our own pages.
 */
import type { StaffUserReply } from '@lakeside/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { loadFromApi } from '../../lib/api/browser-fetch';
import { useDismiss } from '../common/use-dismiss';
import './UserMenu.css';

/** What the menu shows of the signed-in staff member (the contracts' staffUserReply). */
type User = Pick<StaffUserReply, 'firstName' | 'lastName'>;

interface Props {
  labels: { accountMenu: string; profile: string; signOut: string };
}

/** 'Ana López' → 'AL'; 'U' when the account has no name. */
export function initialsOf(user: User): string {
  const initials = [user.firstName, user.lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  return initials.toUpperCase() || 'U';
}

export default function UserMenu({ labels }: Props) {
  const [user, setUser] = useState<User | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    // Signed out (401) is the usual answer: the contract (and zod) loads only for a signed-in reply.
    void loadFromApi(
      '/api/auth/user',
      () => import('../../lib/api/staff-user-contract').then((module) => module.readStaffUser),
      {
        signal: controller.signal,
      },
    ).then(setUser);
    return () => controller.abort();
  }, []);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  // Keeps its place in the header while loading, so nothing shifts when it appears.
  if (!user) return <span className="user-menu-slot" aria-hidden="true" />;

  const name = user.firstName?.trim() || labels.profile;
  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="user-avatar"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={labels.accountMenu.replace('{name}', name)}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {initialsOf(user)}
      </button>
      <div id={menuId} className="user-menu-panel" hidden={!open}>
        <p className="user-menu-name">{name}</p>
        <form className="user-menu-sign-out" method="post" action="/api/logout">
          <button type="submit">{labels.signOut}</button>
        </form>
      </div>
    </div>
  );
}
