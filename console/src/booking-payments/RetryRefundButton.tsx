import { bookingPaymentStaffReply } from '@lakeside/contracts';
import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import {
  Button,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { serverMessage } from '../room-desk/serverReply';

/**
 * On a refund the provider refused or never answered: asks it again (the API decides whether
 * that is the same attempt or a new one) and shows what the provider said.
 */
export function RetryRefundButton() {
  const record = useRecordContext<{ id: number; kind: string; status: string }>();
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  if (!record || record.kind !== 'refund' || record.status === 'completed') return null;

  const retry = async () => {
    setSending(true);
    try {
      const payment = await dataProvider.postJson(`booking-payments/${record.id}/retry`, {}, bookingPaymentStaffReply);
      notify(
        payment.status === 'failed'
          ? translate('bookingPayments.refusedAgain', {
              reason: payment.failureReason ?? translate('bookingPayments.noReasonGiven'),
            })
          : payment.status === 'completed'
            ? translate('bookingPayments.refundMade')
            : translate('bookingPayments.refundSent'),
        { type: payment.status === 'failed' ? 'error' : 'success' },
      );
      refresh();
    } catch (error) {
      notify(serverMessage(error) ?? translate('bookingPayments.retryFailed'), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  // The icon is the child: on a phone react-admin shows the button as that icon alone.
  return (
    <Button label="bookingPayments.retryRefund" onClick={() => void retry()} disabled={sending}>
      <ReplayIcon />
    </Button>
  );
}

export function BookingPaymentActions() {
  return (
    <TopToolbar>
      <RetryRefundButton />
    </TopToolbar>
  );
}
