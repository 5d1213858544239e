import type { InvoiceReply } from '@lakeside/contracts';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../format/dates';
import { CONSOLE_LOCALES } from '../i18n/locale';
import { formatMoney } from '../format/money';

/** The document as the PDF prints it: buyer, lines, added taxes, total, and the included taxes under it. */
export function InvoiceDocument({ invoice }: { invoice: InvoiceReply }) {
  const translate = useTranslate();
  const money = (amount: string) => formatMoney(amount, invoice.currency);
  // A till's method reads as the till names it; a provider (PayPal, the desk's reference) as it came.
  const method = invoice.paymentMethod ?? '';
  const paymentMethod = method && translate(`pos.method.${method}`, { _: method });
  const rate = (value: string) => `${Number(value)}%`;
  const facts: [string, string][] = [
    [translate('invoices.document.buyer'), invoice.buyerName],
    [translate('invoices.document.nit'), invoice.buyerNit],
    [
      translate('invoices.document.sale'),
      translate(invoice.source === 'room' ? 'invoices.document.stay' : 'invoices.document.order', {
        reference: invoice.sourceReference ?? '',
      }).trim(),
    ],
    [translate('invoices.document.issued'), formatCalendarDate(invoice.issueDate)],
    // The language's own name, as the language menu shows it.
    [
      translate('invoices.document.pdfIn'),
      CONSOLE_LOCALES.find(({ locale }) => locale === invoice.language)?.name ?? invoice.language,
    ],
    ...(invoice.paymentDate
      ? [
          [translate('invoices.document.paid'), `${formatCalendarDate(invoice.paymentDate)} · ${paymentMethod}`] as [
            string,
            string,
          ],
        ]
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
      <Table size="small" aria-label={translate('invoices.document.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('invoices.document.description')}</TableCell>
            <TableCell align="right">{translate('invoices.document.quantity')}</TableCell>
            <TableCell align="right">{translate('invoices.document.unitPrice')}</TableCell>
            <TableCell align="right">{translate('invoices.document.amount')}</TableCell>
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
          <TotalRow label={translate('invoices.document.subtotal')} amount={money(invoice.subtotal)} />
          {invoice.taxes
            .filter((tax) => !tax.included)
            .map((tax) => (
              <TotalRow
                key={tax.name}
                label={translate('invoices.document.tax', { tax: tax.name, rate: rate(tax.rate) })}
                amount={money(tax.amount)}
              />
            ))}
          <TotalRow label={translate('invoices.document.total')} amount={money(invoice.totalAmount)} bold />
          {invoice.taxes
            .filter((tax) => tax.included)
            .map((tax) => (
              <TotalRow
                key={tax.name}
                label={translate('invoices.document.includes', { tax: tax.name, rate: rate(tax.rate) })}
                amount={money(tax.amount)}
              />
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
