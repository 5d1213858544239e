import { useState, type ReactNode } from 'react';
import type { RoomBookingReply } from '@lakeside/contracts';
import { BookingDialog } from './BookingDialog';

/** A booking's details dialog for a screen: `open(booking)` shows it, `dialog` is rendered once. */
export function useBookingDialog(roomName: (roomId: string) => string): {
  open: (booking: RoomBookingReply) => void;
  dialog: ReactNode;
} {
  const [booking, setBooking] = useState<RoomBookingReply | null>(null);
  return {
    open: setBooking,
    dialog: (
      <BookingDialog
        booking={booking}
        roomName={booking ? roomName(booking.roomType) : ''}
        onClose={() => setBooking(null)}
      />
    ),
  };
}
