import { deskBookingReply, errorMessage, type DeskBookingReply } from '@lakeside/contracts';
import { useDataProvider, useNotify } from 'react-admin';
import { Notice } from '../common/Notice';
import { formatCalendarDate } from '../format/dates';
import { formatMoney } from '../format/money';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { DESK_BOOKINGS_PATH, toDeskBookingPayload } from './deskBookingForm';
import { fieldErrorsOf, serverMessage } from './serverReply';
import { useRefreshBookings } from './useRefreshBookings';

export type DeskBookingResult =
  { booked: true } | { booked: false; message: string; fieldErrors?: Record<string, unknown> };

/** Books at the desk; on success the calendar and lists refresh and a notice confirms it. */
export function useBookAtDesk() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const refresh = useRefreshBookings();
  const notify = useNotify();

  return async (values: Record<string, unknown>): Promise<DeskBookingResult> => {
    let created: DeskBookingReply;
    try {
      created = await dataProvider.postJson(DESK_BOOKINGS_PATH, toDeskBookingPayload(values), deskBookingReply);
    } catch (error) {
      return {
        booked: false,
        message: serverMessage(error) ?? errorMessage('common.serverError'),
        fieldErrors: fieldErrorsOf(error),
      };
    }
    await refresh();
    const { booking, emailSent } = created;
    const mail = values.sendConfirmation
      ? emailSent
        ? ' Confirmation e-mailed to the guest.'
        : ' No confirmation e-mail went out (is the mail server set up?).'
      : '';
    notify(
      <Notice
        severity="success"
        title="Booking confirmed"
        text={`${booking.guestName}, ${formatCalendarDate(booking.checkinDate)} → ${formatCalendarDate(booking.checkoutDate)}: ${formatMoney(booking.totalPrice, booking.currency ?? 'USD')} to pay at the retreat.${mail}`}
      />,
    );
    return { booked: true };
  };
}
