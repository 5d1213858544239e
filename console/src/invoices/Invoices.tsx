import { INVOICE_STATUSES, type InvoiceStatus } from '@lakeside/contracts';
import {
  Box,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { formatCalendarDate } from '../format/dates';
import { formatMoney } from '../format/money';
import { SectionCard } from '../till/SectionCard';
import { DraftForm } from './DraftForm';
import { InvoiceDialog } from './InvoiceDialog';
import { useInvoices } from './invoiceQueries';
import { StatusChip } from './StatusChip';

/**
 * Invoices (route /invoices, managers): draft one from a stay or a paid order, then issue it
 * (the server numbers it), mark it paid, void it with a credit note, download or mail the PDF.
 * The generic Invoices grid is read-only: this screen is the only way invoices are written.
 */
export function Invoices() {
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [open, setOpen] = useState<number | null>(null);
  const invoices = useInvoices(status);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Invoices" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Invoices
        </Typography>
        <DraftForm onDrafted={setOpen} />
        <SectionCard title="Issued and drafts">
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as InvoiceStatus | '')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 160, mb: 1 }}
          >
            <MenuItem value="">All</MenuItem>
            {INVOICE_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <QueryState
            query={invoices}
            what="the invoices"
            isEmpty={(data) => data.rows.length === 0}
            empty="No invoices yet."
          >
            {(data) => (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Invoices" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Number</TableCell>
                      <TableCell>Date</TableCell>
                      <TableCell>Status</TableCell>
                      <TableCell>Sale</TableCell>
                      <TableCell>Buyer</TableCell>
                      <TableCell align="right">Total</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.rows.map((row) => (
                      <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => setOpen(row.id)}>
                        <TableCell>
                          {/* A button, so the row opens from the keyboard too. */}
                          <Box
                            component="button"
                            type="button"
                            onClick={() => setOpen(row.id)}
                            sx={{ all: 'unset', cursor: 'pointer', fontWeight: 600, color: 'primary.main' }}
                          >
                            {row.number ?? `Draft #${row.id}`}
                          </Box>
                        </TableCell>
                        <TableCell>{formatCalendarDate(row.issueDate)}</TableCell>
                        <TableCell>
                          <StatusChip status={row.status} />
                        </TableCell>
                        <TableCell>{row.sourceReference}</TableCell>
                        <TableCell>
                          {row.buyerName} · {row.buyerNit}
                        </TableCell>
                        <TableCell align="right">{formatMoney(row.totalAmount, row.currency)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                {data.total > data.rows.length && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    The newest {data.rows.length} of {data.total}.
                  </Typography>
                )}
              </Box>
            )}
          </QueryState>
        </SectionCard>
      </Stack>
      {open !== null && <InvoiceDialog id={open} onClose={() => setOpen(null)} onOpen={setOpen} />}
    </Box>
  );
}
