import { currentTillReply, CURRENCY_SIGN, isMoney, MENU_CURRENCY, settle, type Settlement } from '@lakeside/contracts';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';
import { newClientOrderId } from '../pos/cart';
import { MethodToggle, TenderFields } from '../pos/TenderFields';
import { TILL_PATH } from '../till/tillQueries';
import type { OfflineMethod, QueuedPayment } from './outbox';
import { useOutbox } from './OutboxProvider';
import { useKeptStaffQuery } from './readThrough';

const OFFLINE_METHODS: readonly OfflineMethod[] = ['cash_gtq', 'cash_usd'];

interface OfflinePaymentPanelProps {
  order: QueuedPayment['order'];
  /** The order's number, or the guest and table of one placed offline. */
  label: string;
  /** The order's total: the server's, or the device's for an order not yet sent. */
  total: string;
  provisionalTotal: boolean;
  onDone: () => void;
}

/**
 * Take Payment with no connection: cash only (a card needs the terminal's connection), the
 * change worked out on the device with the contracts' settle (dollars at the rate kept from the
 * last read of the till) and marked provisional; the payment waits in the outbox under its own
 * key until the server takes it.
 */
export function OfflinePaymentPanel({ order, label, total, provisionalTotal, onDone }: OfflinePaymentPanelProps) {
  const translate = useTranslate();
  const outbox = useOutbox();
  const till = useKeptStaffQuery(TILL_PATH, currentTillReply);
  const rate = till.data?.exchangeRate?.usdToGtq ?? null;
  const [method, setMethod] = useState<OfflineMethod>('cash_gtq');
  const [tendered, setTendered] = useState('');
  const [tip, setTip] = useState('');
  const [queued, setQueued] = useState<Settlement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const clientPaymentId = useRef(newClientOrderId());

  async function take() {
    const tipValue = tip.trim() || '0';
    if (!isMoney(tendered.trim()) || !isMoney(tipValue)) return setProblem(translate('offline.payment.amountsLike'));
    if (method === 'cash_usd' && !rate) return setProblem(translate('offline.payment.noRate'));
    const result = settle({ method, totalQuetzales: total, tendered: tendered.trim(), tip: tipValue, usdToGtq: rate });
    if (!result.ok) {
      return setProblem(
        translate('offline.payment.tooLittle', { due: `${CURRENCY_SIGN[result.currency]}${result.amountDue}` }),
      );
    }
    setProblem(null);
    await outbox.add({
      kind: 'payment',
      takenAt: Date.now(),
      state: 'waiting',
      clientPaymentId: clientPaymentId.current,
      order,
      orderLabel: label,
      request: { method, tendered: tendered.trim(), tip: tipValue },
      provisional: result.settlement,
    });
    setQueued(result.settlement);
  }

  return (
    <Card
      component="section"
      aria-label={translate('offline.payment.region')}
      variant="outlined"
      sx={{ borderColor: 'warning.main' }}
    >
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('offline.payment.title', { label })}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          {translate(provisionalTotal ? 'offline.payment.provisionalTotal' : 'offline.payment.total', {
            amount: formatMoney(total, MENU_CURRENCY),
          })}
        </Typography>
        {queued ? (
          <Stack spacing={1}>
            <Alert severity="info" role="status">
              {translate('offline.payment.queued', {
                change: formatMoney(queued.changeDue, queued.changeCurrency),
              })}
            </Alert>
            <Button variant="contained" onClick={onDone}>
              {translate('offline.payment.newOrder')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            <MethodToggle methods={OFFLINE_METHODS} value={method} onChange={setMethod} />
            <Typography variant="body2" color="text.secondary">
              {translate('offline.payment.cardNeedsConnection')}
            </Typography>
            <TenderFields method={method} tendered={tendered} onTendered={setTendered} tip={tip} onTip={setTip} />
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <Stack direction="row" spacing={1}>
              <Button onClick={onDone}>{translate('offline.payment.later')}</Button>
              <Button variant="contained" sx={{ flex: 1 }} onClick={() => void take()} disabled={!tendered.trim()}>
                {translate('offline.payment.markPaid')}
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
