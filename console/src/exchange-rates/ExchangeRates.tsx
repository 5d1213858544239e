import {
  currentExchangeRateReply,
  exchangeRateListReply,
  exchangeRateReply,
  TILL_ACCESS,
  type StaffRole,
} from '@lakeside/contracts';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { formatCalendarDate, formatInstant, retreatToday } from '../format/dates';
import { useStaffQuery } from '../providers/useStaffQuery';
import { SectionCard } from '../till/SectionCard';
import { useStaffWrite } from '../till/tillQueries';

const RATES_PATH = 'exchange-rates';
const CURRENT_PATH = 'exchange-rates/current';

/**
 * The dollar's rate (route /exchange-rate): today's rate, which the till uses for every payment
 * in dollars, the form managers set it with (from today or a later day), and every rate set
 * before, newest first. Rates are never edited: a new one replaces the last from its day.
 */
export function ExchangeRates() {
  const current = useStaffQuery(CURRENT_PATH, currentExchangeRateReply);
  const history = useStaffQuery(RATES_PATH, exchangeRateListReply);
  const { permissions: role } = usePermissions<StaffRole>();
  const mayChange = role !== undefined && (TILL_ACCESS.setExchangeRate as readonly string[]).includes(role);
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="exchangeRates.title" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('exchangeRates.title')}
        </Typography>
        <QueryState query={current} what={translate('exchangeRates.loadingToday')}>
          {({ date, rate }) => (
            <Alert severity={rate ? 'info' : 'warning'} role="status">
              {rate
                ? translate('exchangeRates.today', {
                    date: formatCalendarDate(date),
                    rate: rate.usdToGtq,
                    who: rate.setBy,
                  })
                : translate('exchangeRates.noRate')}
            </Alert>
          )}
        </QueryState>
        {mayChange && <RateForm />}
        <SectionCard title={translate('exchangeRates.history')}>
          <QueryState
            query={history}
            what={translate('exchangeRates.loadingHistory')}
            isEmpty={(rows) => rows.length === 0}
            empty={translate('exchangeRates.noneYet')}
          >
            {(rows) => (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('exchangeRates.column.from')}</TableCell>
                    <TableCell align="right">{translate('exchangeRates.column.quetzalesPerDollar')}</TableCell>
                    <TableCell>{translate('exchangeRates.column.setBy')}</TableCell>
                    <TableCell>{translate('exchangeRates.column.note')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((rate) => (
                    <TableRow key={rate.id}>
                      <TableCell>{formatCalendarDate(rate.effectiveDate)}</TableCell>
                      <TableCell align="right">{rate.usdToGtq}</TableCell>
                      <TableCell>
                        {rate.setBy} · {formatInstant(rate.setAt)}
                      </TableCell>
                      <TableCell>{rate.note}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </QueryState>
        </SectionCard>
      </Stack>
    </Box>
  );
}

function RateForm() {
  const write = useStaffWrite();
  const translate = useTranslate();
  const [draft, setDraft] = useState({ usdToGtq: '', effectiveDate: retreatToday(), note: '' });
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ error: string | null; fields: Record<string, string>; saved?: string }>({
    error: null,
    fields: {},
  });

  async function save() {
    setPending(true);
    const done = await write(RATES_PATH, draft, exchangeRateReply, [RATES_PATH, CURRENT_PATH, 'till']);
    setPending(false);
    setOutcome(
      done.ok
        ? {
            error: null,
            fields: {},
            saved: translate('exchangeRates.form.saved', {
              rate: done.reply.usdToGtq,
              date: formatCalendarDate(done.reply.effectiveDate),
            }),
          }
        : { error: done.error, fields: done.fields },
    );
    if (done.ok) setDraft({ ...draft, usdToGtq: '', note: '' });
  }

  const field = (key: keyof typeof draft, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      error={Boolean(outcome.fields[key])}
      helperText={outcome.fields[key]}
      fullWidth
      {...extra}
    />
  );

  return (
    <SectionCard title={translate('exchangeRates.form.title')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('usdToGtq', translate('exchangeRates.form.rate'), {
            slotProps: { htmlInput: { inputMode: 'decimal' } },
          })}
          {field('effectiveDate', translate('exchangeRates.form.from'), {
            type: 'date',
            slotProps: { inputLabel: { shrink: true } },
          })}
        </Stack>
        {field('note', translate('exchangeRates.form.source'))}
        {outcome.error && (
          <Alert severity="error" role="alert">
            {outcome.error}
          </Alert>
        )}
        {outcome.saved && (
          <Alert severity="success" role="status">
            {outcome.saved}
          </Alert>
        )}
        <Button variant="contained" onClick={() => void save()} disabled={pending || !draft.usdToGtq.trim()}>
          {translate('exchangeRates.form.save')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
