import type { InvoiceStatus } from '@lakeside/contracts';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOURS = { draft: 'default', issued: 'info', paid: 'success', void: 'error' } as const;

export function StatusChip({ status }: { status: InvoiceStatus }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`invoices.status.${status}`)} color={COLOURS[status]} />;
}
