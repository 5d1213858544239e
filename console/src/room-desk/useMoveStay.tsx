import { errorMessage, roomBookingReply, type RoomBookingReply } from '@lakeside/contracts';
import { useDataProvider, useNotify } from 'react-admin';
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

  return async (booking: RoomBookingReply, { reason, ...to }: MoveDraft): Promise<string | null> => {
    try {
      await dataProvider.postJson(`room-bookings/${booking.id}/move`, { ...to, reason }, roomBookingReply);
    } catch (error) {
      return serverMessage(error) ?? errorMessage('common.serverError');
    }
    await refresh();
    notify(
      <Notice severity="success" title="Booking moved" text={`${booking.guestName}'s stay now runs ${to.checkinDate} – ${to.checkoutDate}.`} />,
    );
    return null;
  };
}
