import { CURRENCIES, POS_PAYMENT_METHODS, type TillReportReply } from '@lakeside/contracts';
import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatInstant } from '../format/dates';
import { formatMoney } from '../format/money';
import { PAYMENT_METHOD_LABELS } from '../pos/types';
import { PrintableReport } from './PrintableReport';

const CASH_ROWS = [
  ['float', 'Float'],
  ['received', 'Cash received'],
  ['changeGiven', 'Change given'],
  ['expected', 'Expected in the drawer'],
  ['counted', 'Counted'],
  ['difference', 'Difference'],
] as const;

/**
 * An X report (the open session so far) or a Z report (the closed session): the cash per
 * currency — float, cash handed over, change given, expected, counted and the difference —
 * then cards, tips and sales. Printable on its own.
 */
export function TillReport({ report }: { report: TillReportReply }) {
  const { session } = report;
  const title = report.kind === 'X' ? 'X report' : 'Z report';
  return (
    <PrintableReport label={`Print ${title}`}>
      <Card component="section" aria-label={title} variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {title} · till session #{session.id}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Opened {formatInstant(session.openedAt)} by {session.openedBy}
            {session.closedAt ? ` · closed ${formatInstant(session.closedAt)} by ${session.closedBy}` : ' · still open'}
            {` · printed ${formatInstant(report.generatedAt)}`}
          </Typography>
          <Table size="small" aria-label="Cash" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>Cash</TableCell>
                {CURRENCIES.map((currency) => (
                  <TableCell key={currency} align="right">
                    {currency}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {CASH_ROWS.map(([key, label]) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row" sx={key === 'expected' ? { fontWeight: 600 } : undefined}>
                    {label}
                  </TableCell>
                  {CURRENCIES.map((currency) => {
                    const value = report.cash[currency][key];
                    const short = key === 'difference' && value?.startsWith('-');
                    return (
                      <TableCell
                        key={currency}
                        align="right"
                        sx={{ whiteSpace: 'nowrap', ...(short ? { color: 'error.main', fontWeight: 600 } : {}) }}
                      >
                        {value === null ? '—' : formatMoney(value, currency)}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 2, alignItems: 'flex-start' }}>
            <Figures
              label="Card"
              rows={[
                ['Payments', String(report.card.payments)],
                ['Sales', formatMoney(report.card.sales, 'Q')],
                ['Tips on cards', formatMoney(report.card.tips, 'Q')],
                ['Charged', formatMoney(report.card.total, 'Q')],
              ]}
            />
            <Figures
              label="Tips"
              rows={[
                ['Cash', formatMoney(report.tips.cash, 'Q')],
                ['Card', formatMoney(report.tips.card, 'Q')],
                ['Total', formatMoney(report.tips.total, 'Q')],
              ]}
            />
            <Figures
              label="Sales"
              rows={[
                ['Orders paid', String(report.sales.orders)],
                ...POS_PAYMENT_METHODS.map((method): [string, string] => [
                  PAYMENT_METHOD_LABELS[method],
                  `${report.byMethod[method].payments} · ${formatMoney(report.byMethod[method].sales, 'Q')}`,
                ]),
                ['Total', formatMoney(report.sales.total, 'Q')],
                ['Dollar rate', report.exchangeRates.join(', ') || '—'],
              ]}
            />
          </Stack>
          {session.closingNote && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Note: {session.closingNote}
            </Typography>
          )}
        </CardContent>
      </Card>
    </PrintableReport>
  );
}

function Figures({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <Table size="small" aria-label={label} sx={{ flex: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell colSpan={2}>{label}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row">
              {name}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
