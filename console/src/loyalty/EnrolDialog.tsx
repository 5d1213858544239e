import { normalizePhone, type LoyaltyMemberReply } from '@lakeside/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { refusalOf, useLoyaltyCalls, type Refusal } from './loyaltyApi';

interface EnrolDialogProps {
  /** What the cashier searched for: a phone or an e-mail fills its field in. */
  initial: string;
  onClose: () => void;
  onEnrolled: (member: LoyaltyMemberReply) => void;
}

const EMPTY = { name: '', phone: '', email: '' };

/** Enrols a diner: a name and a phone or an e-mail (the API normalises and checks both). */
/** Mounted while open, so each opening starts from what was searched. */
export function EnrolDialog({ initial, onClose, onEnrolled }: EnrolDialogProps) {
  const translate = useTranslate();
  const { enrol } = useLoyaltyCalls();
  const [draft, setDraft] = useState(() => draftFrom(initial));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [pending, setPending] = useState(false);

  async function save() {
    setPending(true);
    try {
      onEnrolled(await enrol(draft));
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setPending(false);
    }
  }

  const field = (key: keyof typeof EMPTY, type = 'text') => (
    <TextField
      label={translate(`loyalty.enrol.${key}`)}
      type={type}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      error={Boolean(refusal?.fields[key])}
      helperText={refusal?.fields[key] ?? (key === 'phone' ? translate('loyalty.enrol.contactHint') : undefined)}
      fullWidth
      required={key === 'name'}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('loyalty.enrol.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('name')}
          {field('phone', 'tel')}
          {field('email', 'email')}
          {refusal && Object.keys(refusal.fields).length === 0 && (
            <Alert severity="error" role="alert">
              {refusal.message ?? translate('loyalty.enrol.failed')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('loyalty.enrol.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={pending || !draft.name.trim()}>
          {translate('loyalty.enrol.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A phone or an e-mail typed in the search fills its own field; anything else is taken for the name. */
function draftFrom(searched: string): typeof EMPTY {
  if (searched.includes('@')) return { ...EMPTY, email: searched };
  if ((normalizePhone(searched) ?? '').length >= 6 && !/[a-z]/i.test(searched)) return { ...EMPTY, phone: searched };
  return { ...EMPTY, name: searched };
}
