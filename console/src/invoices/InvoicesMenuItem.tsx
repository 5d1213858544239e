import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { INVOICE_ACCESS, type StaffRole } from '@lakeside/contracts';
import { Menu, usePermissions } from 'react-admin';

/** The Invoices screen, for the roles that may issue them. */
export function InvoicesMenuItem() {
  const { permissions: role } = usePermissions<StaffRole>();
  if (role === undefined || !(INVOICE_ACCESS as readonly StaffRole[]).includes(role)) return null;
  return <Menu.Item to="/invoices" primaryText="invoices.title" leftIcon={<ReceiptLongIcon />} />;
}
