import { MENU_CURRENCY, menuReply, NOTICES, type MenuItemReply, type MenuOptionReply } from '@lakeside/contracts';
import { Box, Button, Card, CardContent, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { formatMoney } from '../format/money';
import { OfflinePaymentPanel } from '../offline/OfflinePaymentPanel';
import { orderLabelOf } from '../offline/describeEntry';
import type { QueuedOrder } from '../offline/outbox';
import { useOutbox } from '../offline/OutboxProvider';
import { useKeptStaffQuery } from '../offline/readThrough';
import { addToCart, cartTotalOf, defaultOptions, EMPTY_CUSTOMER, type CartLine } from './cart';
import { CustomerDetailsForm } from './CustomerDetailsForm';
import { MenuPicker } from './MenuPicker';
import { OptionsDialog } from './OptionsDialog';
import { OrderLines } from './OrderLines';
import { PaymentPanel } from './PaymentPanel';
import type { OrderReply } from '@lakeside/contracts';
import { useRefreshOrders } from './useOpenOrders';
import { usePlaceOrder } from './usePlaceOrder';

export const MENU_PATH = 'restaurant/menu/full';

/**
 * The POS's New order view (docs/requirements/restaurant.md#point-of-sale). Tablet first: dishes on the left,
 * the order on the right; on a phone the order follows the dishes.
 */
export function NewOrder() {
  // Kept on the tablet: offline the last menu read prices the order (provisionally).
  const menu = useKeptStaffQuery(MENU_PATH, menuReply);
  const outbox = useOutbox();
  const refreshOrders = useRefreshOrders();
  const notify = useNotify();
  const translate = useTranslate();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [customer, setCustomer] = useState(EMPTY_CUSTOMER);
  const [choosing, setChoosing] = useState<MenuItemReply | null>(null);
  const [placed, setPlaced] = useState<OrderReply | null>(null);
  const [queued, setQueued] = useState<QueuedOrder | null>(null);
  // A queued order the server refused is resolved from the banner's list, not paid here.
  const refused = (kept: QueuedOrder) =>
    outbox.entries.some(
      (entry) =>
        entry.kind === 'order' &&
        entry.payload.clientOrderId === kept.payload.clientOrderId &&
        entry.state === 'refused',
    );
  const startOver = () => {
    setLines([]);
    setCustomer(EMPTY_CUSTOMER);
  };
  const order = usePlaceOrder(
    (created) => {
      void refreshOrders();
      setQueued(null);
      setPlaced(created);
      startOver();
    },
    outbox.add,
    (kept) => {
      setPlaced(null);
      setQueued(kept);
      startOver();
    },
  );

  useEffect(() => {
    if (menu.isError) notify(NOTICES.menu.posLoadFailed, { type: 'error' });
  }, [menu.isError, notify]);

  function pick(item: MenuItemReply) {
    if (item.modifiers.length > 0) setChoosing(item);
    else add(item, defaultOptions(item));
  }
  function add(item: MenuItemReply, options: MenuOptionReply[]) {
    setLines((current) => addToCart(current, item, options));
    setChoosing(null);
  }
  function clear() {
    setLines([]);
    setCustomer(EMPTY_CUSTOMER);
    order.reset();
  }

  return (
    <>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(320px, 2fr)' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <QueryState query={menu} what="the menu">
            {(categories) => <MenuPicker categories={categories} onPick={pick} />}
          </QueryState>
        </Box>
        {/* On a tablet the order stays in view (and scrolls on its own) while dishes are picked. */}
        <Stack
          spacing={2}
          sx={{
            minWidth: 0,
            alignSelf: 'start',
            position: { md: 'sticky' },
            top: { md: 72 },
            maxHeight: { md: 'calc(100vh - 88px)' },
            overflowY: { md: 'auto' },
          }}
        >
          {queued && !refused(queued) && (
            <OfflinePaymentPanel
              key={queued.payload.clientOrderId}
              order={{ clientOrderId: queued.payload.clientOrderId }}
              label={orderLabelOf(queued.payload, translate)}
              total={String(queued.payload.totalAmount)}
              provisionalTotal
              onDone={() => setQueued(null)}
            />
          )}
          {placed && (
            <PaymentPanel
              key={placed.id}
              order={placed}
              onDone={() => setPlaced(null)}
              onPaid={() => void refreshOrders()}
            />
          )}
          <Card component="section" aria-label="Customer Details">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                Customer Details
              </Typography>
              <CustomerDetailsForm value={customer} onChange={setCustomer} errors={order.fieldErrors} />
            </CardContent>
          </Card>
          <Card component="section" aria-label="Order Items">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                Order Items
              </Typography>
              <OrderLines lines={lines} onChange={setLines} />
              <Divider sx={{ my: 1.5 }} />
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1.5 }}>
                <Typography variant="h6" component="p">
                  Total
                </Typography>
                <Typography variant="h6" component="p" aria-label="Order total">
                  {formatMoney(cartTotalOf(lines), MENU_CURRENCY)}
                  {outbox.online ? '' : ' (provisional)'}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" onClick={clear} disabled={order.pending}>
                  Clear
                </Button>
                <Button
                  variant="contained"
                  sx={{ flex: 1 }}
                  disabled={order.pending}
                  onClick={() => void order.place(lines, customer)}
                  startIcon={order.pending ? <CircularProgress size={18} color="inherit" /> : undefined}
                >
                  Place Order
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      </Box>
      {choosing && (
        <OptionsDialog
          key={choosing.id}
          item={choosing}
          onAdd={(options) => add(choosing, options)}
          onClose={() => setChoosing(null)}
        />
      )}
    </>
  );
}
