import { errorMessage, roomBookingReply, type Language, type RoomBookingReply } from '@lakeside/contracts';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { formatCalendarDate } from '../format/dates';
import { Notice } from '../common/Notice';
import type { LakesideDataProvider } from '../providers/dataProvider';
import type { MoveDraft } from './MoveStayFields';
import { serverMessage } from './serverReply';
import { useRefreshBookings } from './useRefreshBookings';

/** POST /api/room-bookings/:id/move; resolves with null when done, else the reason it was refused. */
export function useMoveStay() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const refresh = useRefreshBookings();
  const notify = useNotify();
  const translate = useTranslate();
  const locale = useLocale() as Language;

  return async (booking: RoomBookingReply, { reason, ...to }: MoveDraft): Promise<string | null> => {
    try {
      await dataProvider.postJson(`room-bookings/${booking.id}/move`, { ...to, reason }, roomBookingReply);
    } catch (error) {
      return serverMessage(error) ?? errorMessage('common.serverError', undefined, locale);
    }
    await refresh();
    notify(
      <Notice
        severity="success"
        title={translate('roomDesk.notices.movedTitle')}
        text={translate('roomDesk.notices.moved', {
          guest: booking.guestName,
          checkin: formatCalendarDate(to.checkinDate),
          checkout: formatCalendarDate(to.checkoutDate),
        })}
      />,
    );
    return null;
  };
}
