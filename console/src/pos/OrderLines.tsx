import { MENU_CURRENCY } from '@lakeside/contracts';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import { formatMoney } from '../format/money';
import { changeQuantity, lineTotalOf, type CartLine } from './cart';

interface OrderLinesProps {
  lines: CartLine[];
  onChange: (lines: CartLine[]) => void;
}

/** Order Items: quantity − and + and a Special requests field per line. */
export function OrderLines({ lines, onChange }: OrderLinesProps) {
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        Tap a dish to add it.
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label="Order items" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Box component="li" key={line.key} aria-label={line.item.name}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{line.item.name}</Typography>
              {line.options.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {line.options.map((option) => option.name).join(', ')}
                </Typography>
              )}
            </Box>
            <IconButton
              aria-label={`One less ${line.item.name}`}
              onClick={() => onChange(changeQuantity(lines, line.key, -1))}
            >
              <RemoveIcon />
            </IconButton>
            <Typography aria-label="Quantity" sx={{ minWidth: 20, textAlign: 'center' }}>
              {line.quantity}
            </Typography>
            <IconButton
              aria-label={`One more ${line.item.name}`}
              onClick={() => onChange(changeQuantity(lines, line.key, 1))}
            >
              <AddIcon />
            </IconButton>
            <Typography sx={{ minWidth: 80, textAlign: 'right' }}>
              {formatMoney(lineTotalOf(line), MENU_CURRENCY)}
            </Typography>
          </Stack>
          <TextField
            label="Special requests"
            size="small"
            fullWidth
            value={line.specialRequests}
            onChange={(event) =>
              onChange(
                lines.map((other) =>
                  other.key === line.key ? { ...other, specialRequests: event.target.value } : other,
                ),
              )
            }
            sx={{ mt: 0.5 }}
          />
        </Box>
      ))}
    </Stack>
  );
}
