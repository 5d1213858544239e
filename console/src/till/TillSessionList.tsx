import { CURRENCIES, type TillSessionReply } from '@lakeside/contracts';
import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../common/QueryState';
import { formatInstant } from '../format/dates';
import { formatMoney } from '../format/money';
import { SectionCard } from './SectionCard';
import { useTillSessions } from './tillQueries';

const differenceOf = (session: TillSessionReply) =>
  session.difference
    ? CURRENCIES.map((currency) => formatMoney(session.difference?.[currency], currency)).join(' · ')
    : '—';

/** The till's sessions, newest first, each opening its X or Z report. */
export function TillSessionList() {
  const sessions = useTillSessions();
  return (
    <SectionCard title="Till sessions">
      <QueryState
        query={sessions}
        what="the till sessions"
        isEmpty={(rows) => rows.length === 0}
        empty="The till has not been opened yet."
      >
        {(rows) => (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Session</TableCell>
                <TableCell>Opened</TableCell>
                <TableCell>Closed</TableCell>
                <TableCell align="right">Payments</TableCell>
                <TableCell align="right">Difference</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((session) => (
                <TableRow key={session.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/till/sessions/${session.id}`}>
                      #{session.id} {session.status === 'open' ? '(open)' : ''}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {formatInstant(session.openedAt)} · {session.openedBy}
                  </TableCell>
                  <TableCell>
                    {session.closedAt ? `${formatInstant(session.closedAt)} · ${session.closedBy}` : '—'}
                  </TableCell>
                  <TableCell align="right">{session.payments}</TableCell>
                  <TableCell align="right">{differenceOf(session)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </SectionCard>
  );
}
