import { Module } from '@nestjs/common';
import { ManageLinks } from './manage-links.js';
import { NewBookingNotices } from './new-booking-notice.js';

/**
 * What goes out when a booking is made: the manage link its confirmation mail carries, and the
 * retreat's notice. Imported by the booking features that mail.
 */
@Module({ providers: [ManageLinks, NewBookingNotices], exports: [ManageLinks, NewBookingNotices] })
export class ManageLinksModule {}
