import { MENU_CURRENCY, menuReply, type MenuItemReply, type MenuOptionReply } from '@lakeside/contracts';
import { Box, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
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
import { OrderSummaryBar } from './OrderSummaryBar';
import { useHeightToScreenBottom } from './useHeightToScreenBottom';
import { PaymentPanel } from './PaymentPanel';
import type { OrderReply } from '@lakeside/contracts';
import { useRefreshOrders } from './useOpenOrders';
import { usePlaceOrder } from './usePlaceOrder';

export const MENU_PATH = 'restaurant/menu/full';

/**
 * The POS's New order view (docs/requirements/restaurant.md#point-of-sale). On a wide screen the
 * dishes are on the left and the order on the right, in a column of the screen's height that
 * scrolls inside itself above its total and Place Order. Narrower (a tablet upright, a phone) the
 * order follows the dishes and the total with Place Order is held at the bottom of the screen.
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
    if (menu.isError) notify('pos.notices.menuFailed', { type: 'error' });
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

  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const paying = Boolean(placed || (queued && !refused(queued)));
  // A payment that appears after Place Order is brought into view: below the dishes on a tablet.
  const payment = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);
  const columnHeight = useHeightToScreenBottom(column, wide);
  useEffect(() => {
    if (paying) payment.current?.scrollIntoView({ block: wide ? 'nearest' : 'start', behavior: 'smooth' });
  }, [paying, placed?.id, queued?.payload.clientOrderId, wide]);

  const summary = (
    <OrderSummaryBar
      total={formatMoney(cartTotalOf(lines), MENU_CURRENCY)}
      provisional={!outbox.online}
      pending={order.pending}
      onClear={clear}
      onPlace={() => void order.place(lines, customer)}
      // While a payment is on screen its own buttons come first; the next order can wait below.
      sticky={!wide && !paying}
    />
  );

  return (
    <>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(320px, 2fr)' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <QueryState query={menu} what={translate('pos.menu.loading')}>
            {(categories) => <MenuPicker categories={categories} onPick={pick} />}
          </QueryState>
        </Box>
        {/* Wide, the order column stays in view and scrolls on its own while dishes are picked. */}
        <Box
          ref={column}
          sx={{
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            ...(wide && { position: 'sticky', top: 72, alignSelf: 'start', height: columnHeight }),
          }}
        >
          <Stack spacing={2} sx={wide ? { flex: 1, minHeight: 0, overflowY: 'auto', p: 0.25 } : undefined}>
            <Stack ref={payment} spacing={2} sx={{ scrollMarginTop: 72, '&:empty': { display: 'none' } }}>
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
            </Stack>
            <Card component="section" aria-label={translate('pos.customer.title')}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  {translate('pos.customer.title')}
                </Typography>
                <CustomerDetailsForm value={customer} onChange={setCustomer} errors={order.fieldErrors} />
              </CardContent>
            </Card>
            <Card component="section" aria-label={translate('pos.items.title')}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {translate('pos.items.title')}
                </Typography>
                <OrderLines lines={lines} onChange={setLines} />
              </CardContent>
            </Card>
          </Stack>
          {wide && summary}
        </Box>
        {!wide && summary}
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
