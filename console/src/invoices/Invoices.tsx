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
import { Title, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [open, setOpen] = useState<number | null>(null);
  const invoices = useInvoices(status);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="invoices.title" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('invoices.title')}
        </Typography>
        <DraftForm onDrafted={setOpen} />
        <SectionCard title={translate('invoices.list.title')}>
          <TextField
            select
            size="small"
            label={translate('invoices.list.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as InvoiceStatus | '')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 160, mb: 1 }}
          >
            <MenuItem value="">{translate('invoices.list.all')}</MenuItem>
            {INVOICE_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`invoices.status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <QueryState
            query={invoices}
            what={translate('invoices.list.loading')}
            isEmpty={(data) => data.rows.length === 0}
            empty={translate('invoices.list.empty')}
          >
            {(data) => (
              <Box sx={{ overflowX: 'auto' }}>
                {/* Numbers, dates and codes stay whole; the buyer may wrap, so the table fits a tablet. */}
                <Table
                  size="small"
                  aria-label={translate('invoices.title')}
                  sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1.5 }, '& td.buyer': { whiteSpace: 'normal' } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('invoices.list.number')}</TableCell>
                      <TableCell>{translate('invoices.list.date')}</TableCell>
                      <TableCell>{translate('invoices.list.status')}</TableCell>
                      <TableCell>{translate('invoices.list.sale')}</TableCell>
                      <TableCell>{translate('invoices.list.buyer')}</TableCell>
                      <TableCell align="right">{translate('invoices.list.total')}</TableCell>
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
                            {row.number ?? translate('invoices.list.draftNumber', { id: row.id })}
                          </Box>
                        </TableCell>
                        <TableCell>{formatCalendarDate(row.issueDate)}</TableCell>
                        <TableCell>
                          <StatusChip status={row.status} />
                        </TableCell>
                        <TableCell>{row.sourceReference}</TableCell>
                        <TableCell className="buyer">
                          {row.buyerName} · {row.buyerNit}
                        </TableCell>
                        <TableCell align="right">{formatMoney(row.totalAmount, row.currency)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                {data.total > data.rows.length && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate('invoices.list.newest', { shown: data.rows.length, total: data.total })}
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
