import { Alert, Box, Button, Link, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../common/QueryState';
import { formatCalendarDate, formatMonth, retreatToday } from '../format/dates';
import { useLedgerWrites, usePeriods } from './ledgerQueries';

/** The month before `today`'s, "yyyy-MM". */
function lastMonth(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Month close (route /ledger/periods): closed months, and closing a finished one; nothing posts into it afterwards. */
export function MonthClose() {
  const translate = useTranslate();
  const periods = usePeriods();
  const { closeMonth } = useLedgerWrites();
  const [month, setMonth] = useState(() => lastMonth(retreatToday()));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    const outcome = await closeMonth(month);
    setMessage(
      outcome.ok
        ? { ok: true, text: translate('ledger.close.closed', { month: formatMonth(month) }) }
        : { ok: false, text: outcome.fields.month ?? outcome.error },
    );
  };
  return (
    <Box sx={{ py: 2 }}>
      <Title title="ledger.monthClose" />
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Link component={RouterLink} to="/ledger">
          {translate('ledger.back')}
        </Link>
        <Typography variant="h5" component="h1">
          {translate('ledger.monthClose')}
        </Typography>
        <Typography color="text.secondary">{translate('ledger.close.intro')}</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            type="month"
            label={translate('ledger.close.month')}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
          <Button variant="contained" onClick={() => void submit()} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {translate('ledger.close.submit')}
          </Button>
        </Stack>
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
        <QueryState
          query={periods}
          what={translate('ledger.loading.periods')}
          isEmpty={(data) => data.length === 0}
          empty={translate('ledger.close.empty')}
        >
          {(data) => (
            <List aria-label={translate('ledger.close.list')}>
              {data.map((period) => (
                <ListItem key={period.month} divider>
                  <ListItemText
                    primary={formatMonth(period.month)}
                    secondary={translate('ledger.close.closedBy', {
                      name: period.closedByName,
                      date: formatCalendarDate(period.closedAt.slice(0, 10)),
                    })}
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
