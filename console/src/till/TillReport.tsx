import { CURRENCIES, POS_PAYMENT_METHODS, type TillReportReply } from '@lakeside/contracts';
import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatInstant } from '../format/dates';
import { formatMoney } from '../format/money';
import { PrintableReport } from './PrintableReport';

/** The cash lines of the report, in order; each reads till.report.rows.<key>. */
const CASH_ROWS = ['float', 'received', 'changeGiven', 'expected', 'counted', 'difference'] as const;

/**
 * An X report (the open session so far) or a Z report (the closed session): the cash per
 * currency — float, cash handed over, change given, expected, counted and the difference —
 * then cards, tips and sales. Printable on its own.
 */
export function TillReport({ report }: { report: TillReportReply }) {
  const translate = useTranslate();
  const { session } = report;
  const title = translate(report.kind === 'X' ? 'till.report.x' : 'till.report.z');
  const q = (amount: string) => formatMoney(amount, 'Q');
  return (
    <PrintableReport label={translate('till.report.print', { report: title })}>
      <Card component="section" aria-label={title} variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('till.report.heading', { report: title, id: session.id })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('till.report.opened', { at: formatInstant(session.openedAt), name: session.openedBy })}
            {session.closedAt
              ? translate('till.report.closed', { at: formatInstant(session.closedAt), name: session.closedBy })
              : translate('till.report.stillOpen')}
            {translate('till.report.printed', { at: formatInstant(report.generatedAt) })}
          </Typography>
          <Table size="small" aria-label={translate('till.report.cash')} sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('till.report.cash')}</TableCell>
                {CURRENCIES.map((currency) => (
                  <TableCell key={currency} align="right">
                    {currency}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {CASH_ROWS.map((key) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row" sx={key === 'expected' ? { fontWeight: 600 } : undefined}>
                    {translate(`till.report.rows.${key}`)}
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
              label={translate('till.report.card')}
              rows={[
                [translate('till.report.cardRows.payments'), String(report.card.payments)],
                [translate('till.report.cardRows.sales'), q(report.card.sales)],
                [translate('till.report.cardRows.tips'), q(report.card.tips)],
                [translate('till.report.cardRows.charged'), q(report.card.total)],
              ]}
            />
            <Figures
              label={translate('till.report.tips')}
              rows={[
                [translate('till.report.tipRows.cash'), q(report.tips.cash)],
                [translate('till.report.tipRows.card'), q(report.tips.card)],
                [translate('till.report.tipRows.total'), q(report.tips.total)],
              ]}
            />
            <Figures
              label={translate('till.report.sales')}
              rows={[
                [translate('till.report.salesRows.orders'), String(report.sales.orders)],
                ...POS_PAYMENT_METHODS.map((method): [string, string] => [
                  translate(`pos.method.${method}`),
                  `${report.byMethod[method].payments} · ${q(report.byMethod[method].sales)}`,
                ]),
                [translate('till.report.salesRows.total'), q(report.sales.total)],
                [translate('till.report.salesRows.rate'), report.exchangeRates.join(', ') || '—'],
              ]}
            />
          </Stack>
          {session.closingNote && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('till.report.note', { note: session.closingNote })}
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
