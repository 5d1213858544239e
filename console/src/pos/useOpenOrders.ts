import { orderListReply, orderReply, type OrderReply } from '@lakeside/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { retreatToday } from '../format/dates';
import { apiUrlOf } from '../providers/apiOrigin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { OPEN_ORDERS_LIMIT, openOrdersOf } from './openOrders';
import { ORDERS_PATH, refusalOf } from './usePlaceOrder';
import { isNetworkFailure, readThrough } from '../offline/readThrough';

/** The device's copy of the open orders (src/offline/), shown while the API cannot be reached. */
const OPEN_ORDERS_KEPT = 'pos/open-orders';

/** Every order query of the POS starts with this key, so one event refreshes them all. */
export const ORDERS_KEY = ['staff', ORDERS_PATH] as const;
export const EVENTS_PATH = '/api/restaurant/events';
/** Polling while the event stream is down (or not yet open): a guest's order shows within this long. */
export const OFFLINE_POLL_MS = 5_000;
/** Polling while the stream is open: only a safety net for an event the stream missed. */
export const LIVE_POLL_MS = 60_000;

/**
 * Listens to the API's order events (server-sent, with the session cookie) and refreshes the
 * POS's order queries on each. Returns whether the stream is open. The browser's EventSource
 * reconnects by itself after a network drop; while it is down, the queries poll instead.
 */
export function useOrderEvents(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrlOf(EVENTS_PATH), { withCredentials: true });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    source.onopen = () => {
      setLive(true);
      // Whatever changed while the stream was down.
      refresh();
    };
    source.onerror = () => setLive(false);
    source.onmessage = refresh;
    return () => source.close();
  }, [queryClient]);
  return live;
}

/**
 * Today's open orders at the retreat (unpaid or not yet served), newest first; offline, the
 * last list read (react-query would otherwise pause the query while the browser is offline).
 */
export function useOpenOrders(live: boolean) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const today = retreatToday();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'since', today],
    queryFn: async () => {
      const path = `${ORDERS_PATH}?since=${today}&limit=${OPEN_ORDERS_LIMIT}`;
      const { value } = await readThrough(OPEN_ORDERS_KEPT, () => dataProvider.getJson(path, orderListReply));
      return openOrdersOf(value);
    },
    networkMode: 'always',
    refetchInterval: live ? LIVE_POLL_MS : OFFLINE_POLL_MS,
  });
}

/**
 * One order, read again on every event: it stays on screen once paid or cancelled. Offline,
 * the order as the kept list shows it.
 */
export function useOrder(id: number, live: boolean, shown?: OrderReply) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  return useQuery({
    queryKey: [...ORDERS_KEY, id],
    queryFn: async () => {
      try {
        return await dataProvider.getJson(`${ORDERS_PATH}/${id}`, orderReply);
      } catch (error) {
        if (shown && isNetworkFailure(error)) return shown;
        throw error;
      }
    },
    networkMode: 'always',
    placeholderData: shown,
    refetchInterval: live ? LIVE_POLL_MS : OFFLINE_POLL_MS,
  });
}

/** Refreshes the POS's order queries, e.g. after a payment. */
export function useRefreshOrders(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
}

/** POST /api/restaurant/orders/:id/cancel with an optional reason for the audit trail. */
export function useCancelOrder(order: Pick<OrderReply, 'id' | 'orderNumber'>, onCancelled: () => void) {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const refresh = useRefreshOrders();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (reason: string) =>
      dataProvider.postJson(`${ORDERS_PATH}/${order.id}/cancel`, { reason: reason.trim() || null }, orderReply),
    onSuccess: () => {
      notify('pos.notices.cancelled', { type: 'success', messageArgs: { number: order.orderNumber } });
      onCancelled();
    },
    onError: (error) => notify(refusalOf(error, translate('pos.notices.cancelFailed')).message, { type: 'error' }),
    // Cancelled or refused (409: paid or served meanwhile), the screen reads the order again.
    onSettled: refresh,
  });
}
