export { Invoices } from './Invoices';
export { InvoicesMenuItem } from './InvoicesMenuItem';
