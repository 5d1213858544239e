import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { useOnline } from '../offline/useOnline';

/** The screens that keep working offline: they say so themselves (OutboxBanner, the kitchen's stamp). */
const WORKS_OFFLINE = ['/pos', '/kitchen'];

/**
 * On every other screen, without a network: say plainly that it needs the connection (refunds,
 * card payments, staff accounts, the books…) rather than letting each action fail on its own.
 */
export function OfflineNotice() {
  const translate = useTranslate();
  const online = useOnline();
  const { pathname } = useLocation();
  if (online || WORKS_OFFLINE.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {translate('layout.offline')}
    </Alert>
  );
}
