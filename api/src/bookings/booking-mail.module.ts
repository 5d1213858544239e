import { Module } from '@nestjs/common';
import { ManageLinks } from './manage-links.js';
import { NewBookingNotices } from './new-booking-notice.js';

/**
 * What every kind of booking mails besides its own confirmation: the manage link the guest's
 * mails carry (ManageLinks) and the retreat's notice of each new booking (NewBookingNotices).
 * Imported by the booking features that mail.
 */
@Module({ providers: [ManageLinks, NewBookingNotices], exports: [ManageLinks, NewBookingNotices] })
export class BookingMailModule {}
