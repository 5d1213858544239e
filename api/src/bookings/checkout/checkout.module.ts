import { Global, Module } from '@nestjs/common';
import { PaymentsModule } from '../../payments/payments.module.js';
import { BookingCheckout } from './booking-checkout.js';
import { HoldSweeper } from './hold-sweeper.js';

/**
 * Holds paid online, for every kind of booking: the checkout of event tickets and sauna
 * sessions (BookingCheckout) and the one sweeper that expires lapsed holds. Global, like the
 * scheduler, so every kind of booking (rooms too) registers its holds with the one sweeper.
 */
@Global()
@Module({
  imports: [PaymentsModule],
  providers: [BookingCheckout, HoldSweeper],
  exports: [BookingCheckout, HoldSweeper],
})
export class CheckoutModule {}
