import { useStaffList } from '../providers/useStaffQuery';
import type { EventOccurrence, Room, RoomBooking, SaunaBooking } from './types';

/** The lists the dashboard is computed from; each tab and card shares the cached reply. */
export const useRoomBookings = () => useStaffList<RoomBooking>('room-bookings');
export const useSaunaBookings = () => useStaffList<SaunaBooking>('sauna-bookings');
export const useRooms = () => useStaffList<Room>('rooms');
export const useEvents = () => useStaffList<EventOccurrence>('events');
