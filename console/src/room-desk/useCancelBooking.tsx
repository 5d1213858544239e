import { errorMessage, roomBookingReply, type Language, type RoomBookingReply } from '@lakeside/contracts';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { Notice } from '../common/Notice';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { POLICY_REFUND_DRAFT, refundBody, type RefundDraft } from './RefundChoiceFields';
import { serverMessage } from './serverReply';
import { useRefreshBookings } from './useRefreshBookings';

/** POST /api/room-bookings/:id/cancel; resolves with null when done, else the reason it was refused. */
export function useCancelBooking() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const refresh = useRefreshBookings();
  const notify = useNotify();
  const translate = useTranslate();
  const locale = useLocale() as Language;

  return async (
    booking: RoomBookingReply,
    reason: string,
    refund: RefundDraft = POLICY_REFUND_DRAFT,
  ): Promise<string | null> => {
    try {
      const body = { reason, ...refundBody(refund) };
      await dataProvider.postJson(`room-bookings/${booking.id}/cancel`, body, roomBookingReply);
    } catch (error) {
      return serverMessage(error) ?? errorMessage('common.serverError', undefined, locale);
    }
    await refresh();
    notify(
      <Notice
        severity="success"
        title={translate('roomDesk.notices.cancelledTitle')}
        text={translate('roomDesk.notices.cancelled', { guest: booking.guestName })}
      />,
    );
    return null;
  };
}
