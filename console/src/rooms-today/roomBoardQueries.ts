import {
  errorMessage,
  roomBoardEntryReply,
  roomStatusBoardReply,
  type HousekeepingStatus,
  type Language,
} from '@lakeside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocale } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey, useStaffQuery } from '../providers/useStaffQuery';
import { serverMessage } from '../room-desk/serverReply';

export const STATUS_BOARD_PATH = 'rooms/status-board';

/** GET /api/rooms/status-board, read with its contract. */
export const useStatusBoard = () => useStaffQuery(STATUS_BOARD_PATH, roomStatusBoardReply);

/**
 * POST /api/rooms/:id/housekeeping; resolves with null when done (the board is read again),
 * else the reason the API refused, in words.
 */
export function useSetHousekeeping() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const queryClient = useQueryClient();
  const locale = useLocale() as Language;
  return async (roomId: string, status: HousekeepingStatus): Promise<string | null> => {
    try {
      await dataProvider.postJson(`rooms/${roomId}/housekeeping`, { status }, roomBoardEntryReply);
      return null;
    } catch (error) {
      return serverMessage(error) ?? errorMessage('common.serverError', undefined, locale);
    } finally {
      await queryClient.invalidateQueries({ queryKey: staffQueryKey(STATUS_BOARD_PATH) });
    }
  };
}
