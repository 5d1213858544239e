import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ADMIN_RESOURCES,
  orderListReply,
  orderReply,
  tillPaymentReply,
  type OrderReply,
  type TillPaymentReply,
} from '@lakeside/contracts';
import type { FastifyReply } from 'fastify';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { orderRequestSchema, type OrderRequest } from './dto/order-request.schema.js';
import {
  cancelRequestSchema,
  paymentRequestSchema,
  type CancelRequest,
  type PaymentRequest,
} from './dto/staff-requests.schema.js';
import { orderListQuerySchema, type OrderListQuery } from './dto/staff-queries.schema.js';
import { OrderCancellationService } from './order-cancellation.service.js';
import { GuestOrderThrottle, TillOrderGuard } from './order-placement.guards.js';
import { OrderPlacementService } from './order-placement.service.js';
import { OrderQueries } from './order-queries.service.js';
import { staffOf } from '../auth/staff-of.js';
import { TillService } from './till.service.js';

const STAFF = ADMIN_RESOURCES['restaurant-orders'].read;

@Controller('api/restaurant/orders')
export class OrdersController {
  constructor(
    private readonly placement: OrderPlacementService,
    private readonly queries: OrderQueries,
    private readonly till: TillService,
    private readonly cancellation: OrderCancellationService,
  ) {}

  /**
   * The first version's order body plus the optional clientOrderId and source
   * (docs/requirements/api-shape.md#guest-calls). 201 with the new order; 200 with the same
   * order when a retried submit carries a clientOrderId already used. A 'pos' order needs a
   * staff sign-in; a 'guest' order is public and rate limited.
   */
  @Post()
  @ReplyContract(orderReply)
  @UseGuards(TillOrderGuard, GuestOrderThrottle)
  async place(
    @Body(new ZodPipe(orderRequestSchema)) body: OrderRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderReply> {
    const { order, created } = await this.placement.place(body);
    void reply.status(created ? 201 : 200);
    return order;
  }

  /** ?status=pending,confirmed&since=yyyy-MM-dd|ISO&limit=50 — newest first. */
  @Get()
  @ReplyContract(orderListReply)
  @StaffOnly(...STAFF)
  list(@Query(new ZodPipe(orderListQuerySchema)) query: OrderListQuery): Promise<OrderReply[]> {
    return this.queries.list(query);
  }

  @Get(':id')
  @ReplyContract(orderReply)
  @StaffOnly(...STAFF)
  get(@Param('id', ParseIntPipe) id: number): Promise<OrderReply> {
    return this.queries.get(id);
  }

  /** { method, tendered?, reference? } → 200 { payment: { amountDue, tendered, changeDue, … }, order }. */
  @Post(':id/payment')
  @ReplyContract(tillPaymentReply)
  @HttpCode(200)
  @StaffOnly(...STAFF)
  pay(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(paymentRequestSchema)) body: PaymentRequest,
    @Req() request: StaffRequest,
  ): Promise<TillPaymentReply> {
    return this.till.pay(id, body, staffOf(request));
  }

  /**
   * { reason? } → 200 with the cancelled order; its open kitchen tickets are cancelled too.
   * 409 when the order is paid, served or already cancelled.
   */
  @Post(':id/cancel')
  @ReplyContract(orderReply)
  @HttpCode(200)
  @StaffOnly(...STAFF)
  cancel(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(cancelRequestSchema)) body: CancelRequest,
    @Req() request: StaffRequest,
  ): Promise<OrderReply> {
    return this.cancellation.cancel(id, body, staffOf(request));
  }
}
