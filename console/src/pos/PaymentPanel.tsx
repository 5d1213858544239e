import {
  addMoney,
  isMoney,
  MENU_CURRENCY,
  POS_PAYMENT_METHODS,
  quetzalesToDollars,
  subtractMoney,
  tillPaymentReply,
  type PosPaymentMethod,
} from '@lakeside/contracts';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useTill } from '../till/tillQueries';
import { formatMoney } from '../format/money';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { ORDERS_PATH, refusalOf } from './usePlaceOrder';
import type { OrderReply, TillPaymentReply } from '@lakeside/contracts';
import { newClientOrderId } from './cart';
import { MethodToggle, TenderFields } from './TenderFields';
import { OfflinePaymentPanel } from '../offline/OfflinePaymentPanel';
import { useOnline } from '../offline/useOnline';
import { ChargeToRoom, RoomChargedNotice } from '../folio/ChargeToRoom';
import { MemberCard } from '../loyalty/MemberCard';
import { loyaltyPaymentBody, NO_MEMBER, type LoyaltyChoice } from '../loyalty/loyaltyChoice';

interface PaymentPanelProps {
  order: OrderReply;
  /** "Later" before paying, or the button after it. */
  onDone: () => void;
  /** Words of the button shown once paid: what the cashier does next. */
  doneLabel?: string;
  /** Told once the API has recorded the payment (no reply when the order was charged to a room). */
  onPaid?: (reply?: TillPaymentReply) => void;
}

/**
 * Take Payment for an order (the one just placed, or one picked from Open orders): cash in Q or
 * USD with the change the API works out (always in quetzales), or card, with an optional tip.
 * Before tendering dollars the cashier sees what is due in dollars at today's rate; payments
 * need the till open (the Till page). Each payment carries its own key, so a retry after a lost
 * reply gets the same payment back; offline, cash goes to the outbox instead (OfflinePaymentPanel).
 */
export function PaymentPanel({ order, onDone, doneLabel, onPaid }: PaymentPanelProps) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const translate = useTranslate();
  const done = doneLabel ?? translate('pos.payment.newOrder');
  const [method, setMethod] = useState<PosPaymentMethod>('cash_gtq');
  const [tendered, setTendered] = useState('');
  const [tip, setTip] = useState('');
  const till = useTill();
  const tillClosed = till.data?.session === null;
  const rate = till.data?.exchangeRate?.usdToGtq ?? null;
  const [loyalty, setLoyalty] = useState<LoyaltyChoice>(NO_MEMBER);
  const due = subtractMoney(order.totalAmount, loyalty.discount);
  const owed = isMoney(tip.trim() || '0') ? addMoney(due, tip.trim() || '0') : due;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState<TillPaymentReply['payment'] | null>(null);
  const [charged, setCharged] = useState<Parameters<typeof RoomChargedNotice>[0] | null>(null);
  const cash = method !== 'card';
  const clientPaymentId = useRef(newClientOrderId());
  const online = useOnline();

  async function take() {
    setPending(true);
    setFailure(null);
    try {
      const reply = await dataProvider.postJson(
        `${ORDERS_PATH}/${order.id}/payment`,
        {
          method,
          ...(cash ? { tendered: tendered.trim() } : {}),
          ...(tip.trim() ? { tip: tip.trim() } : {}),
          clientPaymentId: clientPaymentId.current,
          ...loyaltyPaymentBody(loyalty),
        },
        tillPaymentReply,
      );
      setPaid(reply.payment);
      onPaid?.(reply);
      void till.refetch();
    } catch (error) {
      setFailure(refusalOf(error, translate('pos.payment.failed')).message);
    } finally {
      setPending(false);
    }
  }

  if (!online && !paid) {
    return (
      <OfflinePaymentPanel
        order={{ id: order.id }}
        label={order.orderNumber}
        total={order.totalAmount}
        provisionalTotal={false}
        onDone={onDone}
      />
    );
  }
  return (
    <Card
      component="section"
      aria-label={translate('pos.payment.region')}
      variant="outlined"
      sx={{ borderColor: 'primary.main', overflow: 'visible' }}
    >
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('pos.payment.title', { number: order.orderNumber })}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          {translate('pos.payment.total', { amount: formatMoney(order.totalAmount, MENU_CURRENCY) })}
        </Typography>
        {paid ? (
          <Stack spacing={1}>
            <Alert severity="success" role="status">
              {[
                paid.method === 'card'
                  ? translate('pos.payment.byCard', { amount: formatMoney(paid.tendered, paid.currency) })
                  : translate('pos.payment.changeDue', { amount: formatMoney(paid.changeDue, paid.changeCurrency) }),
                paid.exchangeRate
                  ? translate('pos.payment.atRate', {
                      amount: formatMoney(paid.amountDue, paid.currency),
                      rate: paid.exchangeRate,
                    })
                  : '',
              ]
                .filter(Boolean)
                .join(' ')}
              {paid.tip !== '0.00'
                ? ` · ${translate('pos.payment.tipTaken', { amount: formatMoney(paid.tip, MENU_CURRENCY) })}`
                : ''}
            </Alert>
            <Button variant="contained" onClick={onDone}>
              {done}
            </Button>
          </Stack>
        ) : charged ? (
          <Stack spacing={1}>
            <RoomChargedNotice {...charged} />
            <Button variant="contained" onClick={onDone}>
              {done}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            <MethodToggle methods={POS_PAYMENT_METHODS} value={method} onChange={setMethod} />
            <MemberCard total={order.totalAmount} value={loyalty} onChange={setLoyalty} />
            {tillClosed && (
              <Alert severity="warning">
                {translate('pos.payment.tillClosed')}{' '}
                <Button component={RouterLink} to="/till" size="small">
                  {translate('pos.payment.openTill')}
                </Button>
              </Alert>
            )}
            {method === 'cash_usd' &&
              (rate ? (
                <Typography role="status" aria-label={translate('pos.payment.dueInDollars')}>
                  {translate('pos.payment.dueInDollars')}:{' '}
                  <strong>{formatMoney(quetzalesToDollars(owed, rate), 'USD')}</strong>{' '}
                  {translate('pos.payment.dueInDollarsAt', { rate })}
                </Typography>
              ) : (
                till.data && <Alert severity="warning">{translate('pos.payment.noRate')}</Alert>
              ))}
            <TenderFields method={method} tendered={tendered} onTendered={setTendered} tip={tip} onTip={setTip} />
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {/* Held in view at the bottom of a column that scrolls, however long the panel grows. */}
            <Stack
              direction="row"
              spacing={1}
              sx={{ position: 'sticky', bottom: 0, zIndex: 1, bgcolor: 'background.paper', py: 1 }}
            >
              <Button onClick={onDone} disabled={pending}>
                {translate('pos.payment.later')}
              </Button>
              <Button
                variant="contained"
                sx={{ flex: 1 }}
                onClick={() => void take()}
                disabled={pending || tillClosed || (cash && !tendered.trim())}
              >
                {translate('pos.payment.markPaid')}
              </Button>
            </Stack>
            <ChargeToRoom
              order={order}
              disabled={pending}
              onCharged={(reply, stay) => {
                setCharged({ charged: reply, stay });
                onPaid?.();
              }}
            />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
