import type { InvoiceReply } from '@lakeside/contracts';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatCalendarDate } from '../format/dates';
import { formatMoney } from '../format/money';

/** The document as the PDF prints it: buyer, lines, added taxes, total, and the included taxes under it. */
export function InvoiceDocument({ invoice }: { invoice: InvoiceReply }) {
  const money = (amount: string) => formatMoney(amount, invoice.currency);
  const rate = (value: string) => `${Number(value)}%`;
  const facts: [string, string][] = [
    ['Buyer', invoice.buyerName],
    ['NIT', invoice.buyerNit],
    ['Sale', `${invoice.source === 'room' ? 'Stay' : 'Order'} ${invoice.sourceReference ?? ''}`],
    ['Issued', formatCalendarDate(invoice.issueDate)],
    ['PDF in', invoice.language === 'es' ? 'Español' : 'English'],
    ...(invoice.paymentDate
      ? [['Paid', `${formatCalendarDate(invoice.paymentDate)} · ${invoice.paymentMethod ?? ''}`] as [string, string]]
      : []),
  ];
  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Table size="small" aria-label="Lines">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.unitPrice)}</TableCell>
              <TableCell align="right">{money(line.lineTotal)}</TableCell>
            </TableRow>
          ))}
          <TotalRow label="Subtotal" amount={money(invoice.subtotal)} />
          {invoice.taxes
            .filter((tax) => !tax.included)
            .map((tax) => (
              <TotalRow key={tax.name} label={`${tax.name} (${rate(tax.rate)})`} amount={money(tax.amount)} />
            ))}
          <TotalRow label="Total" amount={money(invoice.totalAmount)} bold />
          {invoice.taxes
            .filter((tax) => tax.included)
            .map((tax) => (
              <TotalRow key={tax.name} label={`Includes ${tax.name} (${rate(tax.rate)})`} amount={money(tax.amount)} />
            ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

function TotalRow({ label, amount, bold = false }: { label: string; amount: string; bold?: boolean }) {
  const weight = bold ? 700 : 400;
  return (
    <TableRow>
      <TableCell colSpan={3} align="right" sx={{ fontWeight: weight, borderBottom: 0 }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: weight, borderBottom: 0 }}>
        {amount}
      </TableCell>
    </TableRow>
  );
}
