import { useEffect } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import type { StaffIdentity } from '../providers/authProvider';
import { browserLocale } from './locale';

/**
 * Shows the console in the signed-in person's language: the one they chose (kept on their
 * login, so it follows them to a shared tablet), else their browser's. Renders nothing.
 */
export function AccountLanguage() {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const user = (identity as StaffIdentity | undefined)?.user;
  const wanted = user ? (user.language ?? browserLocale()) : null;

  useEffect(() => {
    if (wanted && wanted !== locale) setLocale(wanted);
  }, [wanted, locale, setLocale]);
  return null;
}
