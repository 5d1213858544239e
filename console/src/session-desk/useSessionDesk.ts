import {
  bookingPaymentStaffReply,
  deskSessionReply,
  errorMessage,
  type DeskPaymentMethod,
  type Language,
  type SessionBookingKind,
} from '@lakeside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocale } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey, useStaffQuery } from '../providers/useStaffQuery';
import { refundBody, type RefundDraft } from '../room-desk/RefundChoiceFields';
import { serverMessage } from '../room-desk/serverReply';

export type SessionDeskTap =
  | { action: 'attended' | 'no-show' }
  | { action: 'payments'; method: DeskPaymentMethod; amount: string }
  | { action: 'cancel'; reason: string; refund: RefundDraft }
  | { action: 'move'; to: Record<string, string>; reason: string };

const RESOURCE = { sauna: 'sauna-bookings', event: 'event-bookings' } as const;

const deskPath = (kind: SessionBookingKind, id: number) => `${RESOURCE[kind]}/${id}/desk`;

/** GET /api/{sauna,event}-bookings/:id/desk: the booking as the desk's dialog shows it. */
export function useDeskSession(kind: SessionBookingKind, id: number) {
  return useStaffQuery(deskPath(kind, id), deskSessionReply);
}

/**
 * The desk's taps on a sauna session or event tickets; resolves with null when done, else the
 * reason the API refused. Afterwards the dialog, the dashboard's list and react-admin's grid of
 * the kind load again.
 */
export function useSessionDesk(kind: SessionBookingKind) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const queryClient = useQueryClient();
  const locale = useLocale() as Language;
  return async (id: number, tap: SessionDeskTap): Promise<string | null> => {
    const path = `${RESOURCE[kind]}/${id}/${tap.action}`;
    try {
      if (tap.action === 'payments') {
        await dataProvider.postJson(path, { method: tap.method, amount: tap.amount }, bookingPaymentStaffReply);
      } else if (tap.action === 'move') {
        await dataProvider.postJson(path, { ...tap.to, reason: tap.reason }, deskSessionReply);
      } else if (tap.action === 'cancel') {
        await dataProvider.postJson(path, { reason: tap.reason, ...refundBody(tap.refund) }, deskSessionReply);
      } else {
        await dataProvider.postJson(path, {}, deskSessionReply);
      }
    } catch (error) {
      return serverMessage(error) ?? errorMessage('common.serverError', undefined, locale);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: staffQueryKey(deskPath(kind, id)) }),
      queryClient.invalidateQueries({ queryKey: staffQueryKey(RESOURCE[kind]) }),
      queryClient.invalidateQueries({ queryKey: [RESOURCE[kind]] }),
    ]);
    return null;
  };
}
