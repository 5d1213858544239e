import type { PosPaymentMethod } from '@lakeside/contracts';
import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { PAYMENT_METHOD_LABELS } from './types';

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
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      value={value}
      onChange={(_, next: M | null) => next && onChange(next)}
      aria-label="Payment method"
    >
      {methods.map((method) => (
        <ToggleButton key={method} value={method}>
          {PAYMENT_METHOD_LABELS[method]}
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
  return (
    <Stack direction="row" spacing={1}>
      {method !== 'card' && (
        <TextField
          label={`Amount tendered (${method === 'cash_usd' ? 'USD' : 'Q'})`}
          size="small"
          value={tendered}
          onChange={(event) => onTendered(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ flex: 2 }}
        />
      )}
      <TextField
        label="Tip (Q)"
        size="small"
        value={tip}
        onChange={(event) => onTip(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}
