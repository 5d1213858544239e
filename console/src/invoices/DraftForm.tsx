import { CONSUMIDOR_FINAL } from '@lakeside/contracts';
import { Alert, Button, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { SectionCard } from '../till/SectionCard';
import { useInvoiceWrites } from './invoiceQueries';

const SOURCES = {
  room: { label: 'Room stay', field: 'reference', input: 'Booking reference', example: 'R-4K7M-Q2XP' },
  restaurant: { label: 'Restaurant order', field: 'orderNumber', input: 'Order number', example: 'R-0142' },
} as const;
type Source = keyof typeof SOURCES;

/**
 * A draft invoice from a sale: a confirmed stay by its reference or a paid order by its number.
 * The server reads the lines and taxes from the sale; staff only say who the buyer is.
 */
export function DraftForm({ onDrafted }: { onDrafted: (id: number) => void }) {
  const writes = useInvoiceWrites();
  const [source, setSource] = useState<Source>('room');
  const [draft, setDraft] = useState({ reference: '', buyerName: '', buyerNit: '', language: '' });
  const [outcome, setOutcome] = useState<{ error: string | null; fields: Record<string, string> }>({
    error: null,
    fields: {},
  });
  const [pending, setPending] = useState(false);
  const terms = SOURCES[source];

  async function create() {
    setPending(true);
    const body: Record<string, string> = { source, [terms.field]: draft.reference.trim() };
    if (draft.buyerName.trim()) body.buyerName = draft.buyerName.trim();
    if (draft.buyerNit.trim()) body.buyerNit = draft.buyerNit.trim();
    if (draft.language) body.language = draft.language;
    const done = await writes.draft(body);
    setPending(false);
    if (!done.ok) return setOutcome({ error: done.error, fields: done.fields });
    setOutcome({ error: null, fields: {} });
    setDraft({ reference: '', buyerName: '', buyerNit: '', language: '' });
    onDrafted(done.reply.id);
  }

  const fieldError = (name: string) => outcome.fields[name];
  return (
    <SectionCard title="New invoice">
      <Stack spacing={2}>
        <RadioGroup row value={source} onChange={(event) => setSource(event.target.value as Source)}>
          {(Object.keys(SOURCES) as Source[]).map((key) => (
            <FormControlLabel key={key} value={key} control={<Radio />} label={SOURCES[key].label} />
          ))}
        </RadioGroup>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            label={terms.input}
            placeholder={terms.example}
            value={draft.reference}
            onChange={(event) => setDraft({ ...draft, reference: event.target.value })}
            error={Boolean(fieldError(terms.field))}
            helperText={fieldError(terms.field)}
            fullWidth
          />
          <TextField
            label="Buyer (if not the guest)"
            value={draft.buyerName}
            onChange={(event) => setDraft({ ...draft, buyerName: event.target.value })}
            error={Boolean(fieldError('buyerName'))}
            helperText={fieldError('buyerName')}
            fullWidth
          />
          <TextField
            label="NIT"
            placeholder={CONSUMIDOR_FINAL}
            value={draft.buyerNit}
            onChange={(event) => setDraft({ ...draft, buyerNit: event.target.value })}
            error={Boolean(fieldError('buyerNit'))}
            helperText={fieldError('buyerNit') ?? `${CONSUMIDOR_FINAL} (consumidor final) when empty`}
            fullWidth
          />
          <TextField
            select
            label="Language"
            value={draft.language}
            onChange={(event) => setDraft({ ...draft, language: event.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">The guest’s</MenuItem>
            <MenuItem value="en">English</MenuItem>
            <MenuItem value="es">Español</MenuItem>
          </TextField>
        </Stack>
        {outcome.error && (
          <Alert severity="error" role="alert">
            {outcome.error}
          </Alert>
        )}
        <Button
          variant="contained"
          onClick={() => void create()}
          disabled={pending || !draft.reference.trim()}
          sx={{ alignSelf: 'flex-start' }}
        >
          Create draft
        </Button>
      </Stack>
    </SectionCard>
  );
}
