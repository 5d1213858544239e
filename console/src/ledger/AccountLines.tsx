import { Box, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../common/QueryState';
import { retreatToday } from '../format/dates';
import { formatMoney } from '../format/money';
import { useAccountLines } from './ledgerQueries';
import { sourceLabel } from './sourceLink';

/** An account's lines over a period with the running balance (route /ledger/accounts/:id): the drill-down from a report. */
export function AccountLines() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const to = params.get('to') ?? retreatToday();
  const from = params.get('from') ?? `${to.slice(0, 7)}-01`;
  const lines = useAccountLines(id, from, to);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Account" />
      <QueryState query={lines} what="the account's lines">
        {(data) => (
          <Stack spacing={2}>
            <Link component={RouterLink} to="/ledger">
              ← Books
            </Link>
            <Typography variant="h5" component="h1">
              {data.account.accountCode} {data.account.accountName}
            </Typography>
            <Typography color="text.secondary">
              {data.from} to {data.to} · quetzales · opening {formatMoney(data.opening, 'Q')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Account lines">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>Entry</TableCell>
                    <TableCell>Source</TableCell>
                    <TableCell align="right">Debit</TableCell>
                    <TableCell align="right">Credit</TableCell>
                    <TableCell align="right">Balance</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.lines.map((line, index) => (
                    <TableRow key={`${line.entryId}-${index}`}>
                      <TableCell>{line.entryDate}</TableCell>
                      <TableCell>
                        <Link component={RouterLink} to={`/ledger/entries/${line.entryId}`}>
                          {line.description}
                        </Link>
                      </TableCell>
                      <TableCell>{sourceLabel(line.sourceType, line.sourceId)}</TableCell>
                      <TableCell align="right">{formatMoney(line.debit, 'Q')}</TableCell>
                      <TableCell align="right">{formatMoney(line.credit, 'Q')}</TableCell>
                      <TableCell align="right">{formatMoney(line.balance, 'Q')}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={5} sx={{ fontWeight: 600 }}>
                      Closing balance
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
