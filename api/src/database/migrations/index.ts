/** Every migration, oldest first. Schema changes happen only here. */
import { GuestSchema1763800000000 } from './1763800000000-guest-schema.js';
import { BackOfficeSchema1763800100000 } from './1763800100000-back-office-schema.js';
import { AuditLog1763800200000 } from './1763800200000-audit-log.js';
import { RestaurantRoutingAndTill1763800300000 } from './1763800300000-restaurant-routing-and-till.js';
import { RoomBookingNotes1763800410000 } from './1763800410000-room-booking-notes.js';
import { SpanishTexts1763800500000 } from './1763800500000-spanish-texts.js';
import { SpanishLocations1763800600000 } from './1763800600000-spanish-locations.js';
import { MultiInstance1763800700000 } from './1763800700000-multi-instance.js';
import { ScaleIndexes1763800800000 } from './1763800800000-scale-indexes.js';
import { BookingLifecycle1763800900000 } from './1763800900000-booking-lifecycle.js';
import { RoomStays1763801200000 } from './1763801200000-room-stays.js';
import { GuestCancellations1763801100000 } from './1763801100000-guest-cancellations.js';
import { SharedResources1763801000000 } from './1763801000000-shared-resources.js';
import { RoomHousekeeping1763801300000 } from './1763801300000-room-housekeeping.js';
import { CalendarSequence1763801400000 } from './1763801400000-calendar-sequence.js';
import { RefundCaptures1763801520000 } from './1763801520000-refund-captures.js';
import { SessionStays1763801700000 } from './1763801700000-session-stays.js';
import { SessionHolds1763801600000 } from './1763801600000-session-holds.js';
import { ChannelCalendars1763802000000 } from './1763802000000-channel-calendars.js';
import { RatesAndTaxes1763802100000 } from './1763802100000-rates-and-taxes.js';
import { OrderLineTaxes1763802100500 } from './1763802100500-order-line-taxes.js';
import { SessionTaxes1763802100600 } from './1763802100600-session-taxes.js';
import { StockByRecipe1763802200000 } from './1763802200000-stock-by-recipe.js';
import { TillSessions1763802300000 } from './1763802300000-till-sessions.js';
import { StaffTime1763802400000 } from './1763802400000-staff-time.js';
import { Ledger1763802600000 } from './1763802600000-ledger.js';
import { Invoices1763802700000 } from './1763802700000-invoices.js';
import { GuestReviews1763802800000 } from './1763802800000-guest-reviews.js';
import { RoomPhotos1763802900000 } from './1763802900000-room-photos.js';
import { OrderIdempotency1763803000000 } from './1763803000000-order-idempotency.js';
import { RoomPhotoUrls1763803100000 } from './1763803100000-room-photo-urls.js';
import { LoyaltyAtTheTill1763900000000 } from './1763900000000-loyalty-at-the-till.js';
import { FolioCharges1763900100000 } from './1763900100000-folio-charges.js';
import { StaffLanguage1763900200000 } from './1763900200000-staff-language.js';
import { DashboardDays1763900300000 } from './1763900300000-dashboard-days.js';

export const MIGRATIONS = [
  GuestSchema1763800000000,
  BackOfficeSchema1763800100000,
  AuditLog1763800200000,
  RestaurantRoutingAndTill1763800300000,
  RoomBookingNotes1763800410000,
  SpanishTexts1763800500000,
  SpanishLocations1763800600000,
  MultiInstance1763800700000,
  ScaleIndexes1763800800000,
  BookingLifecycle1763800900000,
  SharedResources1763801000000,
  GuestCancellations1763801100000,
  RoomStays1763801200000,
  RoomHousekeeping1763801300000,
  CalendarSequence1763801400000,
  RefundCaptures1763801520000,
  SessionHolds1763801600000,
  SessionStays1763801700000,
  ChannelCalendars1763802000000,
  RatesAndTaxes1763802100000,
  OrderLineTaxes1763802100500,
  SessionTaxes1763802100600,
  StockByRecipe1763802200000,
  TillSessions1763802300000,
  StaffTime1763802400000,
  Ledger1763802600000,
  Invoices1763802700000,
  GuestReviews1763802800000,
  RoomPhotos1763802900000,
  OrderIdempotency1763803000000,
  RoomPhotoUrls1763803100000,
  LoyaltyAtTheTill1763900000000,
  FolioCharges1763900100000,
  StaffLanguage1763900200000,
  DashboardDays1763900300000,
];
