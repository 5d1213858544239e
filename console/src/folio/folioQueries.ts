import { folioReply, inHouseStayListReply, roomChargeReply, type RoomChargeReply } from '@lakeside/contracts';
import { useStaffQuery } from '../providers/useStaffQuery';
import { useStaffWrite, type WriteOutcome } from '../till/tillQueries';

export const IN_HOUSE_PATH = 'folio/in-house';
export const folioPath = (bookingId: number) => `folio/stays/${bookingId}`;

/** GET /api/folio/in-house: the stays a meal can be charged to today. */
export const useInHouseStays = () => useStaffQuery(IN_HOUSE_PATH, inHouseStayListReply);

/** GET /api/folio/stays/:id: nights, meals, payments and the balance due. */
export const useFolio = (bookingId: number) => useStaffQuery(folioPath(bookingId), folioReply);

/** POST /api/restaurant/orders/:id/room-charge, refreshing the stay's folio. */
export function useChargeToRoom() {
  const write = useStaffWrite();
  return (orderId: number, bookingId: number): Promise<WriteOutcome<RoomChargeReply>> =>
    write(`restaurant/orders/${orderId}/room-charge`, { bookingId }, roomChargeReply, [folioPath(bookingId)]);
}
