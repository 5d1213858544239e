import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SectionCard } from './SectionCard';
import type { WriteOutcome } from './tillQueries';

/** The two amounts a cashier counts (quetzales and dollars) and a note, under the API's field names. */
export interface CashCount {
  gtq: string;
  usd: string;
  note: string;
}

interface CashCountFormProps {
  title: string;
  intro: ReactNode;
  /** The API's names of the two amounts: floatGtq/floatUsd or countedGtq/countedUsd. */
  fields: { gtq: string; usd: string };
  submitLabel: string;
  onSubmit: (count: CashCount) => Promise<WriteOutcome<unknown>>;
}

/** Counting the drawer, to open the till (the float) or to close it (the cash-up). */
export function CashCountForm({ title, intro, fields, submitLabel, onSubmit }: CashCountFormProps) {
  const translate = useTranslate();
  const [count, setCount] = useState<CashCount>({ gtq: '', usd: '', note: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function submit() {
    setPending(true);
    const outcome = await onSubmit(count);
    setPending(false);
    setError(outcome.ok ? null : outcome.error);
    setFieldErrors(outcome.ok ? {} : outcome.fields);
  }

  const amount = (key: 'gtq' | 'usd', label: string) => (
    <TextField
      label={label}
      value={count[key]}
      onChange={(event) => setCount({ ...count, [key]: event.target.value })}
      error={Boolean(fieldErrors[fields[key]])}
      helperText={fieldErrors[fields[key]]}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      required
      fullWidth
    />
  );

  return (
    <SectionCard title={title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {amount('gtq', translate('till.count.gtq'))}
          {amount('usd', translate('till.count.usd'))}
        </Stack>
        <TextField
          label={translate('till.count.note')}
          value={count.note}
          onChange={(event) => setCount({ ...count, note: event.target.value })}
          error={Boolean(fieldErrors.note)}
          helperText={fieldErrors.note}
          fullWidth
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={pending || !count.gtq.trim() || !count.usd.trim()}
        >
          {submitLabel}
        </Button>
      </Stack>
    </SectionCard>
  );
}
