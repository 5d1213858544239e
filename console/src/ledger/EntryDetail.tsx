import type { JournalEntryReply } from '@lakeside/contracts';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
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
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { QueryState } from '../common/QueryState';
import { formatCalendarDate } from '../format/dates';
import { formatMoney } from '../format/money';
import { useEntry, useLedgerWrites } from './ledgerQueries';
import { ruleText } from './ruleText';
import { sourceLabel, sourcePath } from './sourceLink';

/** One journal entry (route /ledger/entries/:id): its lines, its source document, and its reversal. */
export function EntryDetail() {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const entry = useEntry(id);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('ledger.entry.title', { id })} />
      <QueryState query={entry} what={translate('ledger.loading.entry')}>
        {(data) => <EntryView entry={data} />}
      </QueryState>
    </Box>
  );
}

function EntryView({ entry }: { entry: JournalEntryReply }) {
  const translate = useTranslate();
  const source = sourcePath(entry.sourceType, entry.sourceId);
  const sourceText = sourceLabel(entry.sourceType, entry.sourceId, translate);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/ledger">
        {translate('ledger.back')}
      </Link>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('ledger.entry.title', { id: entry.id })}
        </Typography>
        <Chip
          size="small"
          color={entry.isBalanced ? 'success' : 'error'}
          label={translate(entry.isBalanced ? 'ledger.entry.balanced' : 'ledger.entry.unbalanced')}
        />
        {entry.reversedById !== null && (
          <Chip size="small" label={translate('ledger.entry.reversedBy', { id: entry.reversedById })} />
        )}
      </Stack>
      <Typography>
        {formatCalendarDate(entry.entryDate)} · {entry.description}
        {entry.referenceNumber ? ` · ${entry.referenceNumber}` : ''}
      </Typography>
      <Typography>
        {translate('ledger.entry.source')}{' '}
        {source ? (
          <Link component={RouterLink} to={source}>
            {sourceText}
          </Link>
        ) : (
          sourceText
        )}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('ledger.entry.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('ledger.column.account')}</TableCell>
              <TableCell align="right">{translate('ledger.column.debitQ')}</TableCell>
              <TableCell align="right">{translate('ledger.column.creditQ')}</TableCell>
              <TableCell align="right">{translate('ledger.column.inItsCurrency')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entry.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell>
                  {line.accountCode} {line.accountName}
                </TableCell>
                <TableCell align="right">{line.debit === '0.00' ? '' : formatMoney(line.debit, 'Q')}</TableCell>
                <TableCell align="right">{line.credit === '0.00' ? '' : formatMoney(line.credit, 'Q')}</TableCell>
                <TableCell align="right">
                  {line.currency === 'Q'
                    ? ''
                    : translate('ledger.entry.atRate', {
                        amount: formatMoney(line.currencyAmount, line.currency),
                        rate: line.exchangeRate ?? '',
                      })}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{translate('ledger.column.total')}</TableCell>
              <TableCell align="right">{formatMoney(entry.totalAmount, 'Q')}</TableCell>
              <TableCell align="right">{formatMoney(entry.totalAmount, 'Q')}</TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      {entry.reversedById === null && <ReverseForm entryId={entry.id} />}
    </Stack>
  );
}

/** A posted entry is never edited: it is undone by its mirror, with a reason. */
function ReverseForm({ entryId }: { entryId: number }) {
  const translate = useTranslate();
  const { reverse } = useLedgerWrites();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const submit = async () => {
    const outcome = await reverse(entryId, reason);
    if (outcome.ok) {
      void navigate(`/ledger/entries/${outcome.reply.id}`);
      return;
    }
    setError(outcome.error);
    setFieldError(outcome.fields.reason && ruleText(outcome.fields.reason, translate));
  };
  return (
    <Stack component="section" aria-label={translate('ledger.entry.reverse.label')} spacing={1} sx={{ maxWidth: 520 }}>
      <Typography variant="h6" component="h2">
        {translate('ledger.entry.reverse.title')}
      </Typography>
      <TextField
        label={translate('ledger.entry.reverse.why')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError ?? translate('ledger.entry.reverse.helper')}
      />
      {error && !fieldError && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button variant="outlined" color="warning" onClick={() => void submit()}>
          {translate('ledger.entry.reverse.submit')}
        </Button>
      </Box>
    </Stack>
  );
}
