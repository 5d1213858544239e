import type { InvoiceStatus } from '@lakeside/contracts';
import { Chip } from '@mui/material';

const COLOURS = { draft: 'default', issued: 'info', paid: 'success', void: 'error' } as const;

export function StatusChip({ status }: { status: InvoiceStatus }) {
  return <Chip size="small" label={status} color={COLOURS[status]} />;
}
