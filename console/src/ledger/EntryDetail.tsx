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
import { Title } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { QueryState } from '../common/QueryState';
import { formatMoney } from '../format/money';
import { useEntry, useLedgerWrites } from './ledgerQueries';
import { sourceLabel, sourcePath } from './sourceLink';

/** One journal entry (route /ledger/entries/:id): its lines, its source document, and its reversal. */
export function EntryDetail() {
  const id = Number(useParams().id);
  const entry = useEntry(id);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={`Entry ${id}`} />
      <QueryState query={entry} what="the entry">
        {(data) => <EntryView entry={data} />}
      </QueryState>
    </Box>
  );
}

function EntryView({ entry }: { entry: JournalEntryReply }) {
  const source = sourcePath(entry.sourceType, entry.sourceId);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/ledger">
        ← Books
      </Link>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Entry {entry.id}
        </Typography>
        <Chip
          size="small"
          color={entry.isBalanced ? 'success' : 'error'}
          label={entry.isBalanced ? 'Balanced' : 'Unbalanced'}
        />
        {entry.reversedById !== null && <Chip size="small" label={`Reversed by entry ${entry.reversedById}`} />}
      </Stack>
      <Typography>
        {entry.entryDate} · {entry.description}
        {entry.referenceNumber ? ` · ${entry.referenceNumber}` : ''}
      </Typography>
      <Typography>
        Source:{' '}
        {source ? (
          <Link component={RouterLink} to={source}>
            {sourceLabel(entry.sourceType, entry.sourceId)}
          </Link>
        ) : (
          sourceLabel(entry.sourceType, entry.sourceId)
        )}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Entry lines">
          <TableHead>
            <TableRow>
              <TableCell>Account</TableCell>
              <TableCell align="right">Debit (Q)</TableCell>
              <TableCell align="right">Credit (Q)</TableCell>
              <TableCell align="right">In its currency</TableCell>
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
                    : `${formatMoney(line.currencyAmount, line.currency)} at ${line.exchangeRate ?? ''}`}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
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
    setFieldError(outcome.fields.reason);
  };
  return (
    <Stack component="section" aria-label="Reverse entry" spacing={1} sx={{ maxWidth: 520 }}>
      <Typography variant="h6" component="h2">
        Reverse this entry
      </Typography>
      <TextField
        label="Why"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError ?? 'A reversing entry is posted today; this one stays as it was.'}
      />
      {error && !fieldError && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button variant="outlined" color="warning" onClick={() => void submit()}>
          Reverse
        </Button>
      </Box>
    </Stack>
  );
}
