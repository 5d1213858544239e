import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  roomCaptureReply,
  roomPaymentOrderReply,
  type RoomCaptureReply,
  type RoomPaymentOrderReply,
} from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { makeRoomPaymentOrderSchema, type RoomPaymentOrder } from './dto/room-payment-order.schema.js';
import { ZodPipeForToday } from '../common/validation/zod-pipe-for-today.js';
import { RoomCheckoutService } from './room-checkout.service.js';

/**
 * The payment calls (docs/requirements/booking-rules.md#paying-for-a-room): POST /paypal/order and POST /paypal/order/{id}/capture.
 * Rooms are the only thing paid online today, so the order carries a room booking draft.
 */
@Controller('paypal/order')
export class RoomCheckoutController {
  constructor(private readonly checkout: RoomCheckoutService) {}

  /** 201: nights held, provider order created for the server's price. */
  @Post()
  @ReplyContract(roomPaymentOrderReply)
  @PublicWrite()
  start(
    @Body(new ZodPipeForToday(makeRoomPaymentOrderSchema)) order: RoomPaymentOrder,
  ): Promise<RoomPaymentOrderReply> {
    return this.checkout.start(order);
  }

  /** 200: captured and confirmed (or already confirmed by an earlier capture). */
  @Post(':orderId/capture')
  @ReplyContract(roomCaptureReply)
  @PublicWrite()
  @HttpCode(HttpStatus.OK)
  capture(@Param('orderId') orderId: string): Promise<RoomCaptureReply> {
    return this.checkout.complete(orderId);
  }
}
