import {
  CURRENCIES,
  ledgerImbalanceCents,
  manualEntrySchema,
  normalizeMoney,
  isMoney,
  toFieldErrors,
  type LedgerAccountsReply,
} from '@lakeside/contracts';
import { Alert, Box, Button, IconButton, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { QueryState } from '../common/QueryState';
import { retreatToday } from '../format/dates';
import { formatMoney } from '../format/money';
import { useLedgerAccounts, useLedgerWrites } from './ledgerQueries';
import { ruleText } from './ruleText';

interface LineDraft {
  accountId: string;
  debit: string;
  credit: string;
  currency: 'Q' | 'USD';
}

const emptyLine = (): LineDraft => ({ accountId: '', debit: '', credit: '', currency: 'Q' });
const amountOf = (value: string) => (isMoney(value.trim()) ? normalizeMoney(value.trim()) : '0.00');

/**
 * A manual journal entry (route /ledger/entries/new): lines of account, debit or credit and
 * currency. The totals show as they are typed and the entry is only sent balanced (dollar lines
 * are valued by the API at the day's rate, and it refuses an entry that does not balance then).
 */
export function ManualEntry() {
  const translate = useTranslate();
  const accounts = useLedgerAccounts();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="ledger.manualEntry" />
      <QueryState query={accounts} what={translate('ledger.loading.accounts')}>
        {(data) => <ManualEntryForm accounts={data.filter((account) => account.isActive)} />}
      </QueryState>
    </Box>
  );
}

function ManualEntryForm({ accounts }: { accounts: LedgerAccountsReply }) {
  const translate = useTranslate();
  const { postManual } = useLedgerWrites();
  const navigate = useNavigate();
  const [entryDate, setEntryDate] = useState(retreatToday());
  const [description, setDescription] = useState('');
  const [lines, setLines] = useState<LineDraft[]>([emptyLine(), emptyLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const quetzalLines = lines.filter((line) => line.currency === 'Q');
  const debits = quetzalLines.reduce((sum, line) => sum + Math.round(Number(amountOf(line.debit)) * 100), 0);
  const credits = quetzalLines.reduce((sum, line) => sum + Math.round(Number(amountOf(line.credit)) * 100), 0);
  const allQuetzales = quetzalLines.length === lines.length;
  const unbalanced =
    allQuetzales &&
    ledgerImbalanceCents(lines.map((line) => ({ debit: amountOf(line.debit), credit: amountOf(line.credit) }))) !== 0;

  const change = (index: number, patch: Partial<LineDraft>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)));

  const submit = async () => {
    const body = {
      entryDate,
      description,
      lines: lines.map((line) => ({
        accountId: Number(line.accountId) || undefined,
        debit: line.debit.trim() || null,
        credit: line.credit.trim() || null,
        currency: line.currency,
      })),
    };
    const parsed = manualEntrySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          toFieldErrors(parsed.error).map((error) => [error.field, ruleText(error.message, translate)]),
        ),
      );
      return;
    }
    if (unbalanced) {
      setErrors({});
      setFailure(translate('ledger.rules.unbalanced'));
      return;
    }
    const outcome = await postManual(parsed.data);
    if (outcome.ok) {
      void navigate(`/ledger/entries/${outcome.reply.id}`);
      return;
    }
    setErrors(
      Object.fromEntries(Object.entries(outcome.fields).map(([field, text]) => [field, ruleText(text, translate)])),
    );
    setFailure(outcome.error);
  };

  return (
    <Stack
      component="form"
      aria-label={translate('ledger.manualEntry')}
      spacing={2}
      sx={{ maxWidth: 860 }}
      onSubmit={(event) => event.preventDefault()}
    >
      <Link component={RouterLink} to="/ledger">
        {translate('ledger.back')}
      </Link>
      <Typography variant="h5" component="h1">
        {translate('ledger.manualEntry')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          type="date"
          label={translate('ledger.manual.date')}
          value={entryDate}
          onChange={(event) => setEntryDate(event.target.value)}
          error={Boolean(errors.entryDate)}
          helperText={errors.entryDate}
          sx={{ width: 190 }}
        />
        <TextField
          label={translate('ledger.manual.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description}
          sx={{ flexGrow: 1, minWidth: 240 }}
        />
      </Stack>
      {lines.map((line, index) => (
        <Stack
          key={index}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
          aria-label={translate('ledger.manual.line', { number: index + 1 })}
          role="group"
        >
          <TextField
            select
            label={translate('ledger.manual.account')}
            value={line.accountId}
            onChange={(event) => change(index, { accountId: event.target.value })}
            error={Boolean(errors[`lines.${index}.accountId`])}
            helperText={errors[`lines.${index}.accountId`]}
            sx={{ minWidth: 240, flexGrow: 1 }}
          >
            {accounts.map((account) => (
              <MenuItem key={account.accountId} value={String(account.accountId)}>
                {account.accountCode} {account.accountName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('ledger.manual.debit')}
            value={line.debit}
            onChange={(event) => change(index, { debit: event.target.value })}
            error={Boolean(errors[`lines.${index}.debit`])}
            helperText={errors[`lines.${index}.debit`]}
            sx={{ width: 120 }}
          />
          <TextField
            label={translate('ledger.manual.credit')}
            value={line.credit}
            onChange={(event) => change(index, { credit: event.target.value })}
            error={Boolean(errors[`lines.${index}.credit`])}
            helperText={errors[`lines.${index}.credit`]}
            sx={{ width: 120 }}
          />
          <TextField
            select
            label={translate('ledger.manual.currency')}
            value={line.currency}
            onChange={(event) => change(index, { currency: event.target.value === 'USD' ? 'USD' : 'Q' })}
            sx={{ width: 110 }}
          >
            {CURRENCIES.map((currency) => (
              <MenuItem key={currency} value={currency}>
                {currency}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={translate('ledger.manual.removeLine', { number: index + 1 })}
            onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
            disabled={lines.length <= 2}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {errors.lines && <Alert severity="error">{errors.lines}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button onClick={() => setLines((current) => [...current, emptyLine()])}>
          {translate('ledger.manual.addLine')}
        </Button>
        <Typography aria-live="polite" color={unbalanced ? 'error' : 'text.secondary'}>
          {allQuetzales
            ? translate('ledger.manual.totals', {
                debits: formatMoney((debits / 100).toFixed(2), 'Q'),
                credits: formatMoney((credits / 100).toFixed(2), 'Q'),
              }) + (unbalanced ? translate('ledger.manual.notBalanced') : '')
            : translate('ledger.manual.dollarLines')}
        </Typography>
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <Button variant="contained" type="submit" onClick={() => void submit()}>
          {translate('ledger.manual.post')}
        </Button>
      </Box>
    </Stack>
  );
}
