import { Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface OrderSummaryBarProps {
  /** The order's total, formatted. */
  total: string;
  /** Priced by the device while offline: the server may price it differently. */
  provisional: boolean;
  pending: boolean;
  onClear: () => void;
  onPlace: () => void;
  /**
   * Held at the bottom of the screen while the page scrolls (a tablet or a phone, where the order
   * comes after the dishes), so Place Order is always a tap away.
   */
  sticky: boolean;
}

/** The order's total with Clear and Place Order: the bar that ends every New order. */
export function OrderSummaryBar({ total, provisional, pending, onClear, onPlace, sticky }: OrderSummaryBarProps) {
  const translate = useTranslate();
  return (
    <Paper
      component="section"
      aria-label={translate('pos.items.summary')}
      elevation={sticky ? 8 : 2}
      sx={{
        p: 1.5,
        flex: 'none',
        ...(sticky && { position: 'sticky', bottom: 8, zIndex: 2, gridColumn: '1 / -1' }),
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="p">
          {translate('pos.items.total')}
        </Typography>
        <Typography variant="h6" component="p" aria-label={translate('pos.items.orderTotal')}>
          {provisional ? translate('pos.items.provisional', { amount: total }) : total}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={onClear} disabled={pending}>
          {translate('pos.items.clear')}
        </Button>
        <Button
          variant="contained"
          size="large"
          sx={{ flex: 1 }}
          disabled={pending}
          onClick={onPlace}
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('pos.items.placeOrder')}
        </Button>
      </Stack>
    </Paper>
  );
}
