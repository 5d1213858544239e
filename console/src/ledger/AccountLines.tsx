import { Box, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../common/QueryState';
import { formatCalendarDate, retreatToday } from '../format/dates';
import { formatMoney } from '../format/money';
import { useAccountLines } from './ledgerQueries';
import { sourceLabel } from './sourceLink';

/** An account's lines over a period with the running balance (route /ledger/accounts/:id): the drill-down from a report. */
export function AccountLines() {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const to = params.get('to') ?? retreatToday();
  const from = params.get('from') ?? `${to.slice(0, 7)}-01`;
  const lines = useAccountLines(id, from, to);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="ledger.account.title" />
      <QueryState query={lines} what={translate('ledger.loading.accountLines')}>
        {(data) => (
          <Stack spacing={2}>
            <Link component={RouterLink} to="/ledger">
              {translate('ledger.back')}
            </Link>
            <Typography variant="h5" component="h1">
              {data.account.accountCode} {data.account.accountName}
            </Typography>
            <Typography color="text.secondary">
              {translate('ledger.account.period', {
                from: formatCalendarDate(data.from),
                to: formatCalendarDate(data.to),
                opening: formatMoney(data.opening, 'Q'),
              })}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={translate('ledger.account.lines')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('ledger.column.date')}</TableCell>
                    <TableCell>{translate('ledger.column.entry')}</TableCell>
                    <TableCell>{translate('ledger.column.source')}</TableCell>
                    <TableCell align="right">{translate('ledger.column.debit')}</TableCell>
                    <TableCell align="right">{translate('ledger.column.credit')}</TableCell>
                    <TableCell align="right">{translate('ledger.column.balance')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.lines.map((line, index) => (
                    <TableRow key={`${line.entryId}-${index}`}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(line.entryDate)}</TableCell>
                      <TableCell>
                        <Link component={RouterLink} to={`/ledger/entries/${line.entryId}`}>
                          {line.description}
                        </Link>
                      </TableCell>
                      <TableCell>{sourceLabel(line.sourceType, line.sourceId, translate)}</TableCell>
                      <TableCell align="right">{formatMoney(line.debit, 'Q')}</TableCell>
                      <TableCell align="right">{formatMoney(line.credit, 'Q')}</TableCell>
                      <TableCell align="right">{formatMoney(line.balance, 'Q')}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={5} sx={{ fontWeight: 600 }}>
                      {translate('ledger.account.closing')}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {formatMoney(data.closing, 'Q')}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
