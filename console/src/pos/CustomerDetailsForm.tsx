import { ORDER_TYPES, type OrderType } from '@lakeside/contracts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { ORDER_TYPE_LABELS, type CustomerDetails } from './types';

interface CustomerDetailsFormProps {
  value: CustomerDetails;
  onChange: (value: CustomerDetails) => void;
  /** Messages by field, from the checks or from the server. */
  errors: Record<string, string>;
}

/** Customer Details (docs/requirements/restaurant.md#point-of-sale): Table # for dine in, Room # for room service. */
export function CustomerDetailsForm({ value, onChange, errors }: CustomerDetailsFormProps) {
  const set = (field: keyof CustomerDetails) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const fieldProps = (field: keyof CustomerDetails) => ({
    value: value[field],
    onChange: set(field),
    error: Boolean(errors[field]),
    helperText: errors[field],
    size: 'small' as const,
    fullWidth: true,
  });

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <TextField
        select
        label="Order Type"
        {...fieldProps('orderType')}
        onChange={(event) => onChange({ ...value, orderType: event.target.value as OrderType })}
      >
        {ORDER_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {ORDER_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Customer Name" required {...fieldProps('customerName')} />
      <TextField label="Phone" type="tel" {...fieldProps('customerPhone')} />
      {value.orderType === 'dine_in' && <TextField label="Table #" {...fieldProps('tableNumber')} />}
      {value.orderType === 'room_service' && <TextField label="Room #" {...fieldProps('roomNumber')} />}
    </Stack>
  );
}
