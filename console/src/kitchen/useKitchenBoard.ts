import { kitchenBoardReply, type KitchenStep } from '@lakeside/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { apiUrlOf } from '../providers/apiOrigin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import { readThrough } from '../offline/readThrough';

export const KITCHEN_PATH = 'restaurant/kitchen';
/** New orders reach the screen within this long without anyone touching it. */
export const KITCHEN_POLL_MS = 5_000;

/**
 * The whole board, polled; stations are filtered on screen so the station list never shrinks.
 * The last board read is kept on the device: with the API out of reach the screen keeps the
 * tickets it has, says it is offline and since when (`receivedAt` of that read, `offline`), and
 * the next poll that gets through catches up. Polling goes on offline (networkMode 'always'),
 * and the browser's "online" brings a read at once.
 */
export function useKitchenBoard() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const queryClient = useQueryClient();
  useEffect(() => {
    const catchUp = () => void queryClient.invalidateQueries({ queryKey: ['staff', KITCHEN_PATH] });
    window.addEventListener('online', catchUp);
    return () => window.removeEventListener('online', catchUp);
  }, [queryClient]);
  return useQuery({
    queryKey: ['staff', KITCHEN_PATH],
    queryFn: async () => {
      const kept = await readThrough(KITCHEN_PATH, () => dataProvider.getJson(KITCHEN_PATH, kitchenBoardReply));
      return { board: kept.value, receivedAt: kept.savedAt, offline: kept.offline };
    },
    networkMode: 'always',
    refetchInterval: KITCHEN_POLL_MS,
  });
}

/**
 * PATCH /api/restaurant/kitchen/:queueId. The data provider has no PATCH of its own, so a
 * lapsed session (401) is handed to react-admin here, as the provider would.
 */
export function useMoveTicket() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMutation({
    mutationFn: ({ queueId, status }: { queueId: number; status: KitchenStep }) =>
      httpClient(apiUrlOf(`/api/${KITCHEN_PATH}/${queueId}`), { method: 'PATCH', body: JSON.stringify({ status }) }),
    onError: async (error) => {
      if (await logoutIfAccessDenied(error)) return;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    },
    // Moved or refused (409: someone else moved it first), the board is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', KITCHEN_PATH] }),
  });
}
