import { MENU_CURRENCY, type OrderStatus } from '@lakeside/contracts';
import { Box, Chip, List, ListItem, ListItemButton, Stack, Typography, type ChipProps } from '@mui/material';
import { formatMoney } from '../format/money';
import { useTranslate } from 'react-admin';
import { customerLineOf, formatAge } from '../kitchen/types';
import { useNow } from '../kitchen/useNow';
import { ageSecondsOf } from './openOrders';
import type { OrderReply } from '@lakeside/contracts';

export const STATUS_COLOR: Readonly<Record<OrderStatus, ChipProps['color']>> = {
  pending: 'default',
  confirmed: 'info',
  preparing: 'warning',
  ready: 'success',
  served: 'default',
  cancelled: 'error',
};

/** An order waiting this long (15 minutes) is shown in red, as on the kitchen display. */
const LATE_SECONDS = 15 * 60;

interface OpenOrderListProps {
  orders: OrderReply[];
  selectedId: number | null;
  onSelect: (order: OrderReply) => void;
}

/** Today's open orders, newest first, one row each; tapping a row opens it. */
export function OpenOrderList({ orders, selectedId, onSelect }: OpenOrderListProps) {
  const now = useNow();
  const translate = useTranslate();
  return (
    <List aria-label={translate('pos.openOrders')} disablePadding sx={{ display: 'grid', gap: 1 }}>
      {orders.map((order) => {
        const age = ageSecondsOf(order, now);
        return (
          <ListItem key={order.id} disablePadding aria-label={order.orderNumber}>
            <ListItemButton
              selected={order.id === selectedId}
              aria-current={order.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(order)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, display: 'block', py: 1.25 }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 700 }}>{order.orderNumber}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatMoney(order.totalAmount, MENU_CURRENCY)}</Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" noWrap>
                {customerLineOf(order, translate)}
              </Typography>
              <Stack
                direction="row"
                sx={{ mt: 0.75, gap: 0.75, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
              >
                <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={order.source === 'guest' ? 'secondary' : 'default'}
                    label={translate(`pos.source.${order.source}`)}
                  />
                  <Chip
                    size="small"
                    color={STATUS_COLOR[order.status]}
                    label={translate(`pos.status.${order.status}`)}
                  />
                  <Chip
                    size="small"
                    variant={order.paymentStatus === 'paid' ? 'filled' : 'outlined'}
                    color={order.paymentStatus === 'paid' ? 'success' : 'default'}
                    label={translate(`pos.paymentStatus.${order.paymentStatus}`)}
                  />
                </Box>
                <Typography
                  variant="body2"
                  aria-label={translate('pos.open.age')}
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    color: age >= LATE_SECONDS ? 'error.main' : 'text.secondary',
                  }}
                >
                  {formatAge(age)}
                </Typography>
              </Stack>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
