import { errorMessage, roomBookingReply, type RoomBookingReply } from '@lakeside/contracts';
import { useDataProvider } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { serverMessage } from './serverReply';
import { useRefreshBookings } from './useRefreshBookings';

/** POST /api/room-bookings/:id/check-in|check-out; resolves with null when done, else the reason it was refused. */
export function useFrontDesk() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const refresh = useRefreshBookings();
  return async (booking: RoomBookingReply, action: 'check-in' | 'check-out'): Promise<string | null> => {
    try {
      await dataProvider.postJson(`room-bookings/${booking.id}/${action}`, {}, roomBookingReply);
    } catch (error) {
      return serverMessage(error) ?? errorMessage('common.serverError');
    }
    await refresh();
    return null;
  };
}
