/**
 * The SEQUENCE (RFC 5545) of a booking's calendar entry: 0 for the confirmation's invite, one
 * more with each change and with the cancellation, stored on the booking in the same write,
 * so every mail's .ics outranks the one before it and the guest's calendar follows.
 */
export function nextCalendarSequence(booking: { calendarSequence: number | null }): number {
  return (booking.calendarSequence ?? 0) + 1;
}
