import { deskBookingReply, errorMessage, type DeskBookingReply, type Language } from '@lakeside/contracts';
import { useDataProvider, useLocale, useNotify, useTranslate, type TranslateFunction } from 'react-admin';
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
  const translate = useTranslate();
  const locale = useLocale() as Language;

  return async (values: Record<string, unknown>): Promise<DeskBookingResult> => {
    let created: DeskBookingReply;
    try {
      created = await dataProvider.postJson(DESK_BOOKINGS_PATH, toDeskBookingPayload(values), deskBookingReply);
    } catch (error) {
      return {
        booked: false,
        message: serverMessage(error) ?? errorMessage('common.serverError', undefined, locale),
        fieldErrors: fieldErrorsOf(error),
      };
    }
    await refresh();
    const { booking, emailSent } = created;
    const mail = confirmationNote(Boolean(values.sendConfirmation), booking.email, emailSent, translate);
    const booked = translate('roomDesk.notices.booked', {
      guest: booking.guestName,
      checkin: formatCalendarDate(booking.checkinDate),
      checkout: formatCalendarDate(booking.checkoutDate),
      amount: formatMoney(booking.totalPrice, booking.currency ?? 'USD'),
    });
    notify(
      <Notice
        severity="success"
        title={translate('roomDesk.notices.bookedTitle')}
        text={mail ? `${booked} ${mail}` : booked}
      />,
    );
    return { booked: true };
  };
}

/**
 * What the notice says of the confirmation mail. A walk-in who gave only a phone gets none
 * (the API stores the missing e-mail as ''), which is no fault of the mail server.
 */
export function confirmationNote(
  asked: boolean,
  email: string,
  emailSent: boolean,
  translate: TranslateFunction,
): string {
  if (!asked) return '';
  if (!email) return translate('roomDesk.notices.noEmail');
  return translate(emailSent ? 'roomDesk.notices.emailed' : 'roomDesk.notices.notEmailed');
}
