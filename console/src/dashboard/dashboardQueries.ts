import { roomBookingListReply, roomListReply, saunaBookingListReply } from '@lakeside/contracts';
import { useStaffQuery } from '../providers/useStaffQuery';

/** The lists the dashboard is computed from; each tab and card shares the cached reply. */
export const useRoomBookings = () => useStaffQuery('room-bookings', roomBookingListReply);
export const useSaunaBookings = () => useStaffQuery('sauna-bookings', saunaBookingListReply);
export const useRooms = () => useStaffQuery('rooms', roomListReply);
