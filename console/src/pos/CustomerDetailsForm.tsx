import { ORDER_TYPES, orderNeedsCustomerName, type OrderType } from '@lakeside/contracts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CustomerDetails } from './types';

interface CustomerDetailsFormProps {
  value: CustomerDetails;
  onChange: (value: CustomerDetails) => void;
  /** Messages by field, from the checks or from the server. */
  errors: Record<string, string>;
}

/**
 * Customer Details (docs/requirements/restaurant.md#point-of-sale): Table # for dine in, Room #
 * for room service, each right under the order type. A table order's name is optional.
 */
export function CustomerDetailsForm({ value, onChange, errors }: CustomerDetailsFormProps) {
  const translate = useTranslate();
  const needsName = orderNeedsCustomerName(value.orderType);
  const set = (field: keyof CustomerDetails) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  // A name asked for as a takeaway no longer applies once the order is for a table.
  const shown = (field: keyof CustomerDetails) => (field === 'customerName' && !needsName ? undefined : errors[field]);
  const fieldProps = (field: keyof CustomerDetails) => ({
    value: value[field],
    onChange: set(field),
    error: Boolean(shown(field)),
    helperText: shown(field),
    size: 'small' as const,
    fullWidth: true,
  });

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <TextField
        select
        label={translate('pos.customer.orderType')}
        {...fieldProps('orderType')}
        onChange={(event) => onChange({ ...value, orderType: event.target.value as OrderType })}
      >
        {ORDER_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`pos.orderType.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.orderType === 'dine_in' && (
        <TextField label={translate('pos.customer.table')} {...fieldProps('tableNumber')} />
      )}
      {value.orderType === 'room_service' && (
        <TextField label={translate('pos.customer.room')} {...fieldProps('roomNumber')} />
      )}
      <TextField
        label={translate(needsName ? 'pos.customer.name' : 'pos.customer.nameForTable')}
        required={needsName}
        {...fieldProps('customerName')}
      />
      <TextField label={translate('pos.customer.phone')} type="tel" {...fieldProps('customerPhone')} />
    </Stack>
  );
}
