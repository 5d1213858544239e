import { Alert, Box, Button, Link, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../common/QueryState';
import { retreatToday } from '../format/dates';
import { useLedgerWrites, usePeriods } from './ledgerQueries';

/** The month before `today`'s, "yyyy-MM". */
function lastMonth(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Month close (route /ledger/periods): closed months, and closing a finished one; nothing posts into it afterwards. */
export function MonthClose() {
  const periods = usePeriods();
  const { closeMonth } = useLedgerWrites();
  const [month, setMonth] = useState(() => lastMonth(retreatToday()));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    const outcome = await closeMonth(month);
    setMessage(
      outcome.ok
        ? { ok: true, text: `${month} is closed.` }
        : { ok: false, text: outcome.fields.month ?? outcome.error },
    );
  };
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Month close" />
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Link component={RouterLink} to="/ledger">
          ← Books
        </Link>
        <Typography variant="h5" component="h1">
          Month close
        </Typography>
        <Typography color="text.secondary">
          A closed month takes no more entries: corrections are posted in an open month, and money taken on a closed day
          is booked on the first day of the next open one.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField type="month" label="Month" value={month} onChange={(event) => setMonth(event.target.value)} />
          <Button variant="contained" onClick={() => void submit()}>
            Close month
          </Button>
        </Stack>
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
        <QueryState
          query={periods}
          what="the closed months"
          isEmpty={(data) => data.length === 0}
          empty="No month is closed yet."
        >
          {(data) => (
            <List aria-label="Closed months">
              {data.map((period) => (
                <ListItem key={period.month} divider>
                  <ListItemText
                    primary={period.month}
                    secondary={`Closed by ${period.closedByName} on ${period.closedAt.slice(0, 10)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
      </Stack>
    </Box>
  );
}
