import { CONSUMIDOR_FINAL } from '@lakeside/contracts';
import { Alert, Button, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CONSOLE_LOCALES } from '../i18n/locale';
import { SectionCard } from '../till/SectionCard';
import { useInvoiceWrites } from './invoiceQueries';

/** Each sale an invoice is drafted from: its label is invoices.draft.<source>, its field's invoices.draft.<field>. */
const SOURCES = {
  room: { field: 'reference', example: 'R-4K7M-Q2XP' },
  restaurant: { field: 'orderNumber', example: 'R-0142' },
} as const;
type Source = keyof typeof SOURCES;

/**
 * A draft invoice from a sale: a confirmed stay by its reference or a paid order by its number.
 * The server reads the lines and taxes from the sale; staff only say who the buyer is.
 */
export function DraftForm({ onDrafted }: { onDrafted: (id: number) => void }) {
  const translate = useTranslate();
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
    <SectionCard title={translate('invoices.draft.title')}>
      <Stack spacing={2}>
        <RadioGroup row value={source} onChange={(event) => setSource(event.target.value as Source)}>
          {(Object.keys(SOURCES) as Source[]).map((key) => (
            <FormControlLabel key={key} value={key} control={<Radio />} label={translate(`invoices.draft.${key}`)} />
          ))}
        </RadioGroup>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            label={translate(`invoices.draft.${terms.field}`)}
            placeholder={terms.example}
            value={draft.reference}
            onChange={(event) => setDraft({ ...draft, reference: event.target.value })}
            error={Boolean(fieldError(terms.field))}
            helperText={fieldError(terms.field)}
            fullWidth
          />
          <TextField
            label={translate('invoices.draft.buyer')}
            value={draft.buyerName}
            onChange={(event) => setDraft({ ...draft, buyerName: event.target.value })}
            error={Boolean(fieldError('buyerName'))}
            helperText={fieldError('buyerName')}
            fullWidth
          />
          <TextField
            label={translate('invoices.draft.nit')}
            placeholder={CONSUMIDOR_FINAL}
            value={draft.buyerNit}
            onChange={(event) => setDraft({ ...draft, buyerNit: event.target.value })}
            error={Boolean(fieldError('buyerNit'))}
            helperText={fieldError('buyerNit') ?? translate('invoices.draft.nitHelper', { cf: CONSUMIDOR_FINAL })}
            fullWidth
          />
          <TextField
            select
            label={translate('invoices.draft.language')}
            value={draft.language}
            onChange={(event) => setDraft({ ...draft, language: event.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{translate('invoices.draft.guestLanguage')}</MenuItem>
            {/* Each language in its own name, as the user menu offers them. */}
            {CONSOLE_LOCALES.map(({ locale, name }) => (
              <MenuItem key={locale} value={locale}>
                {name}
              </MenuItem>
            ))}
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
          {translate('invoices.draft.create')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
