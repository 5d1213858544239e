import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { LEDGER_ROLES, type StaffRole } from '@lakeside/contracts';
import { Menu, usePermissions } from 'react-admin';

/** The books (reports, manual entries, month close), for those who keep them. */
export function LedgerMenuItem() {
  const { permissions: role } = usePermissions<StaffRole>();
  if (role === undefined || !(LEDGER_ROLES as readonly StaffRole[]).includes(role)) return null;
  return <Menu.Item to="/ledger" primaryText="ledger.books" leftIcon={<AccountBalanceWalletIcon />} />;
}
