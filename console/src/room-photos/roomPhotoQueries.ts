import { errorMessage, roomPhotosReply, type Language, type RoomPhotosReply } from '@lakeside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocale } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey, useStaffQuery } from '../providers/useStaffQuery';
import { serverMessage } from '../room-desk/serverReply';

export const ROOM_PHOTOS_PATH = 'room-photos';

/** GET /api/room-photos, read with its contract. */
export const useRoomPhotos = () => useStaffQuery(ROOM_PHOTOS_PATH, roomPhotosReply);

/** Puts a write's reply (the whole page) in place of the cached page. */
export function useShowPage() {
  const queryClient = useQueryClient();
  return (page: RoomPhotosReply) => queryClient.setQueryData(staffQueryKey(ROOM_PHOTOS_PATH), page);
}

/**
 * A JSON write of the page (PUT or DELETE under /api/room-photos): the reply replaces the
 * cached page; the answer is null, or the server's refusal in words.
 */
export function useRoomPhotoWrite() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const show = useShowPage();
  const locale = useLocale() as Language;
  return async (method: 'PUT' | 'DELETE', path: string, body: unknown = {}): Promise<string | null> => {
    try {
      const page =
        method === 'PUT'
          ? await dataProvider.putJson(`${ROOM_PHOTOS_PATH}/${path}`, body, roomPhotosReply)
          : await dataProvider.deleteJson(`${ROOM_PHOTOS_PATH}/${path}`, roomPhotosReply);
      show(page);
      return null;
    } catch (error) {
      return serverMessage(error) ?? errorMessage('common.serverError', undefined, locale);
    }
  };
}
