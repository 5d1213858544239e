import { useQueryClient } from '@tanstack/react-query';
import { staffQueryKey } from '../providers/useStaffQuery';

/**
 * After a desk booking or cancellation: the dashboard's list (calendar, tabs, figures) and
 * react-admin's room-bookings grid, if it was opened, load again — no page reload.
 */
export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffQueryKey('room-bookings') }),
      queryClient.invalidateQueries({ queryKey: ['room-bookings'] }),
    ]);
}
