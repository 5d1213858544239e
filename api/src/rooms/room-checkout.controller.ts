import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { makeRoomPaymentOrderSchema, type RoomPaymentOrder } from './dto/room-payment-order.schema.js';
import { ZodPipeForToday } from '../common/validation/zod-pipe-for-today.js';
import { RoomCheckoutService, type CheckoutCompleted, type CheckoutStarted } from './room-checkout.service.js';

/**
 * The spec's payment calls (§7): POST /paypal/order and POST /paypal/order/{id}/capture.
 * Rooms are the only thing paid online today, so the order carries a room booking draft.
 */
@Controller('paypal/order')
export class RoomCheckoutController {
  constructor(private readonly checkout: RoomCheckoutService) {}

  /** 201: nights held, provider order created for the server's price. */
  @Post()
  @PublicWrite()
  start(@Body(new ZodPipeForToday(makeRoomPaymentOrderSchema)) order: RoomPaymentOrder): Promise<CheckoutStarted> {
    return this.checkout.start(order);
  }

  /** 200: captured and confirmed (or already confirmed by an earlier capture). */
  @Post(':orderId/capture')
  @PublicWrite()
  @HttpCode(HttpStatus.OK)
  capture(@Param('orderId') orderId: string): Promise<CheckoutCompleted> {
    return this.checkout.complete(orderId);
  }
}
