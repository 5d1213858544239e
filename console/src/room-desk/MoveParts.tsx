import { CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** While the server prices a stay or a move: a spinner and its words. */
export function CheckingQuote() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }} role="status">
      <CircularProgress size={16} />
      <Typography variant="body2">{translate('roomDesk.quote.checking')}</Typography>
    </Stack>
  );
}

/** Why a booking moves, for the audit log; staff may leave it empty. */
export function MoveReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('roomDesk.reason.optional')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      multiline
      minRows={2}
    />
  );
}
