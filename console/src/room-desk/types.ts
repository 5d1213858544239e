/** @deprecated The contracts' DeskBookingReply; kept while useBookAtDesk.tsx (open in another change) imports this name. */
export type { DeskBookingReply as DeskBookingCreated } from '@lakeside/contracts';
