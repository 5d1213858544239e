import {
  bookingPaymentStaffReply,
  errorMessage,
  roomBookingReply,
  type DeskPaymentMethod,
  type Language,
  type RoomBookingReply,
} from '@lakeside/contracts';
import { useDataProvider, useLocale } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { serverMessage } from './serverReply';
import { useRefreshBookings } from './useRefreshBookings';

export type FrontDeskTap =
  { action: 'check-in' | 'check-out' | 'no-show' } | { action: 'payments'; method: DeskPaymentMethod; amount: string };

/**
 * The front desk's taps on a room booking (check-in, check-out, no-show, a payment at the
 * desk); resolves with null when done, else the reason the API refused.
 */
export function useFrontDesk() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const refresh = useRefreshBookings();
  const locale = useLocale() as Language;
  return async (booking: RoomBookingReply, tap: FrontDeskTap): Promise<string | null> => {
    const path = `room-bookings/${booking.id}/${tap.action}`;
    try {
      if (tap.action === 'payments') {
        await dataProvider.postJson(path, { method: tap.method, amount: tap.amount }, bookingPaymentStaffReply);
      } else {
        await dataProvider.postJson(path, {}, roomBookingReply);
      }
    } catch (error) {
      return serverMessage(error) ?? errorMessage('common.serverError', undefined, locale);
    }
    await refresh();
    return null;
  };
}
