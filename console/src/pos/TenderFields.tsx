import type { PosPaymentMethod } from '@lakeside/contracts';
import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Cash (Q), Cash (USD), Card, or the ones offered (offline: cash only). */
export function MethodToggle<M extends PosPaymentMethod>({
  methods,
  value,
  onChange,
}: {
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      value={value}
      onChange={(_, next: M | null) => next && onChange(next)}
      aria-label={translate('pos.method.label')}
    >
      {methods.map((method) => (
        <ToggleButton key={method} value={method}>
          {translate(`pos.method.${method}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

interface TenderFieldsProps {
  method: PosPaymentMethod;
  tendered: string;
  onTendered: (value: string) => void;
  tip: string;
  onTip: (value: string) => void;
}

/** Cash handed over (in the method's currency; none for a card) and a tip in quetzales, online or offline. */
export function TenderFields({ method, tendered, onTendered, tip, onTip }: TenderFieldsProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      {method !== 'card' && (
        <TextField
          label={translate('pos.payment.tendered', { currency: method === 'cash_usd' ? 'USD' : 'Q' })}
          size="small"
          value={tendered}
          onChange={(event) => onTendered(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ flex: 2 }}
        />
      )}
      <TextField
        label={translate('pos.payment.tip')}
        size="small"
        value={tip}
        onChange={(event) => onTip(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}
