import { DESK_PAYMENT_METHODS, deskPaymentCurrency, type DeskPaymentMethod } from '@lakeside/contracts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DeskPaymentDraft {
  method: DeskPaymentMethod;
  amount: string;
}

/** How the guest pays at the desk and how much, in the currency of the method. */
export function DeskPaymentFields({
  value,
  onChange,
}: {
  value: DeskPaymentDraft;
  onChange: (next: DeskPaymentDraft) => void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <TextField
        select
        label={translate('roomDesk.methods.label')}
        value={value.method}
        onChange={(event) => onChange({ ...value, method: event.target.value as DeskPaymentMethod })}
        fullWidth
      >
        {DESK_PAYMENT_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {translate(`roomDesk.methods.${method}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('roomDesk.methods.amount', { currency: deskPaymentCurrency(value.method) })}
        value={value.amount}
        onChange={(event) => onChange({ ...value, amount: event.target.value })}
        inputMode="decimal"
        fullWidth
      />
    </Stack>
  );
}
