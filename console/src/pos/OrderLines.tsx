import { MENU_CURRENCY } from '@lakeside/contracts';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';
import { changeQuantity, lineTotalOf, type CartLine } from './cart';
import { useMenuName } from './useMenuName';

interface OrderLinesProps {
  lines: CartLine[];
  onChange: (lines: CartLine[]) => void;
}

/** Order Items: quantity − and + and a Special requests field per line. */
export function OrderLines({ lines, onChange }: OrderLinesProps) {
  const translate = useTranslate();
  const nameOf = useMenuName();
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('pos.items.empty')}
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label={translate('pos.items.list')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Box component="li" key={line.key} aria-label={nameOf(line.item)}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{nameOf(line.item)}</Typography>
              {line.options.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {line.options.map((option) => option.name).join(', ')}
                </Typography>
              )}
            </Box>
            <IconButton
              aria-label={translate('pos.items.less', { name: nameOf(line.item) })}
              onClick={() => onChange(changeQuantity(lines, line.key, -1))}
            >
              <RemoveIcon />
            </IconButton>
            <Typography aria-label={translate('pos.items.quantity')} sx={{ minWidth: 20, textAlign: 'center' }}>
              {line.quantity}
            </Typography>
            <IconButton
              aria-label={translate('pos.items.more', { name: nameOf(line.item) })}
              onClick={() => onChange(changeQuantity(lines, line.key, 1))}
            >
              <AddIcon />
            </IconButton>
            <Typography sx={{ minWidth: 80, textAlign: 'right' }}>
              {formatMoney(lineTotalOf(line), MENU_CURRENCY)}
            </Typography>
          </Stack>
          <TextField
            label={translate('pos.items.specialRequests')}
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
