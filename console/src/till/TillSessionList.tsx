import { CURRENCIES, type TillSessionReply } from '@lakeside/contracts';
import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const sessions = useTillSessions();
  return (
    <SectionCard title={translate('till.sessions.title')}>
      <QueryState
        query={sessions}
        what={translate('till.loading.sessions')}
        isEmpty={(rows) => rows.length === 0}
        empty={translate('till.sessions.empty')}
      >
        {(rows) => (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('till.sessions.session')}</TableCell>
                <TableCell>{translate('till.sessions.opened')}</TableCell>
                <TableCell>{translate('till.sessions.closed')}</TableCell>
                <TableCell align="right">{translate('till.sessions.payments')}</TableCell>
                <TableCell align="right">{translate('till.sessions.difference')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((session) => (
                <TableRow key={session.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/till/sessions/${session.id}`}>
                      #{session.id} {session.status === 'open' ? translate('till.sessions.open') : ''}
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
