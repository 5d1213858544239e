import { isOrderCancellable, MENU_CURRENCY } from '@lakeside/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  IconButton,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { formatMoney } from '../format/money';
import { customerLineOf } from '../kitchen/types';
import { CancelOrderDialog } from './CancelOrderDialog';
import { orderTaxes } from './orderTaxes';
import { STATUS_COLOR } from './OpenOrderList';
import { PaymentPanel } from './PaymentPanel';
import type { OrderReply } from '@lakeside/contracts';
import { useOrder, useRefreshOrders } from './useOpenOrders';
import { useOutbox } from '../offline/OutboxProvider';

interface OrderDetailProps {
  id: number;
  /** The order as the list showed it, until its own read arrives. */
  shown?: OrderReply;
  live: boolean;
  /** On a phone the detail replaces the list, so it offers a way back instead of a close button. */
  phone: boolean;
  onClose: () => void;
}

/** One order picked from Open orders: its lines, then payment or cancellation. */
export function OrderDetail({ id, shown, live, phone, onClose }: OrderDetailProps) {
  const query = useOrder(id, live, shown);
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {phone && (
        <Button startIcon={<ArrowBackIcon />} onClick={onClose} sx={{ alignSelf: 'flex-start' }}>
          {translate('pos.detail.back')}
        </Button>
      )}
      <QueryState query={query} what={translate('pos.detail.loading')}>
        {(order) => <OrderActions order={order} phone={phone} onClose={onClose} />}
      </QueryState>
    </Stack>
  );
}

function OrderActions({ order, phone, onClose }: { order: OrderReply; phone: boolean; onClose: () => void }) {
  const refresh = useRefreshOrders();
  const translate = useTranslate();
  // The payment panel stays once used, so the change due stays in view after the order reads as paid.
  const [tookPayment, setTookPayment] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { online, entries } = useOutbox();
  // Paid offline: the payment waits in the outbox, and the order is not offered for payment again.
  const paidOffline = entries.some(
    (entry) =>
      entry.kind === 'payment' && 'id' in entry.order && entry.order.id === order.id && entry.state !== 'refused',
  );
  const payable = order.paymentStatus === 'pending' && order.status !== 'cancelled' && !paidOffline;
  return (
    <>
      <OrderCard order={order} onClose={phone ? undefined : onClose} />
      {order.status === 'cancelled' && (
        <Alert severity="warning" role="status">
          {translate('pos.detail.cancelled')}
        </Alert>
      )}
      {order.paymentStatus === 'paid' && !tookPayment && (
        <Alert severity="success" role="status">
          {order.paymentMethod
            ? translate('pos.detail.paidBy', { method: translate(`pos.method.${order.paymentMethod}`) })
            : translate('pos.detail.paid')}
        </Alert>
      )}
      {paidOffline && !tookPayment && (
        <Alert severity="info" role="status">
          {translate('pos.detail.paidOffline')}
        </Alert>
      )}
      {(payable || tookPayment) && (
        <PaymentPanel
          order={order}
          onDone={onClose}
          doneLabel={translate('pos.payment.close')}
          onPaid={() => {
            setTookPayment(true);
            void refresh();
          }}
        />
      )}
      {isOrderCancellable(order) && !tookPayment && !paidOffline && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            color="error"
            variant="outlined"
            onClick={() => setCancelling(true)}
            disabled={!online}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('pos.detail.cancel')}
          </Button>
          {!online && (
            <Typography variant="body2" color="text.secondary">
              {translate('pos.detail.cancelNeedsConnection')}
            </Typography>
          )}
        </Stack>
      )}
      {cancelling && <CancelOrderDialog order={order} onClose={() => setCancelling(false)} />}
    </>
  );
}

function OrderCard({ order, onClose }: { order: OrderReply; onClose?: () => void }) {
  const taxes = orderTaxes(order);
  const translate = useTranslate();
  const title = translate('pos.detail.title', { number: order.orderNumber });
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {onClose && (
            <IconButton
              aria-label={translate('pos.detail.close')}
              onClick={onClose}
              size="small"
              sx={{ mt: -0.5, mr: -1 }}
            >
              <CloseIcon />
            </IconButton>
          )}
        </Stack>
        <Typography color="text.secondary">{customerLineOf(order, translate)}</Typography>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', my: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            label={translate('pos.source.from', { source: translate(`pos.source.${order.source}`) })}
          />
          <Chip size="small" color={STATUS_COLOR[order.status]} label={translate(`pos.status.${order.status}`)} />
          <Chip
            size="small"
            variant={order.paymentStatus === 'paid' ? 'filled' : 'outlined'}
            color={order.paymentStatus === 'paid' ? 'success' : 'default'}
            label={translate(`pos.paymentStatus.${order.paymentStatus}`)}
          />
        </Box>
        {order.specialInstructions && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {order.specialInstructions}
          </Alert>
        )}
        <List aria-label={translate('pos.detail.lines')} dense disablePadding>
          {order.items.map((line) => (
            <ListItem key={line.id} disableGutters aria-label={line.name} sx={{ display: 'block', py: 0.75 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {line.quantity} × {line.name}
                </Typography>
                <Typography>{formatMoney(line.totalPrice, MENU_CURRENCY)}</Typography>
              </Stack>
              {line.options.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {line.options.map((option) => option.name).join(', ')}
                </Typography>
              )}
              {line.specialRequests && (
                <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                  {line.specialRequests}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {translate('pos.detail.kitchen', { status: translate(`kitchen.status.${line.status}`) })}
              </Typography>
            </ListItem>
          ))}
        </List>
        <Divider sx={{ my: 1 }} />
        {taxes.added.map((tax) => (
          <Stack key={tax.name} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>
              {tax.name} {Number(tax.rate)}%
            </Typography>
            <Typography>{formatMoney(tax.amount, MENU_CURRENCY)}</Typography>
          </Stack>
        ))}
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>{translate('pos.detail.total')}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatMoney(order.totalAmount, MENU_CURRENCY)}</Typography>
        </Stack>
        {taxes.included.map((tax) => (
          <Typography key={tax.name} variant="body2" color="text.secondary">
            {translate('pos.detail.includes', {
              name: tax.name,
              rate: Number(tax.rate),
              amount: formatMoney(tax.amount, MENU_CURRENCY),
            })}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}
