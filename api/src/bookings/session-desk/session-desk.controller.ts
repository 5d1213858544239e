/**
 * The desk's taps on a sauna session or event tickets, the same routes for both under their
 * own paths (POST /api/sauna-bookings/{id}/cancel, /api/event-bookings/{id}/cancel, …), mirroring
 * the room desk's. Roles per SESSION_DESK_ACCESS; the finer rules (a manager to override the
 * policy) are the service's.
 */
import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import {
  bookingPaymentStaffReply,
  deskPaymentSchema,
  deskSessionReply,
  SESSION_DESK_ACCESS,
  staffCancellationSchema,
  type BookingPaymentStaffReply,
  type DeskPayment,
  type DeskSessionReply,
  type SessionBookingKind,
  type StaffCancellation,
} from '@lakeside/contracts';
import type { StaffRequest } from '../../auth/staff-authorizer.js';
import { StaffOnly } from '../../auth/staff-only.decorator.js';
import { staffOf } from '../../auth/staff-of.js';
import { ReplyContract } from '../../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../../common/validation/zod-body.pipe.js';
import { SessionDeskService } from './session-desk.service.js';

/** The routes, written once; each subclass names its kind and path. */
abstract class SessionDeskRoutes {
  protected abstract readonly kind: SessionBookingKind;

  // Named, not read from the parameter's type: the subclasses have no constructor of their own to carry it.
  constructor(@Inject(SessionDeskService) private readonly desk: SessionDeskService) {}

  /** The booking with its state, payments and what is left to refund, for the console's dialog. */
  @Get(':id/desk')
  @ReplyContract(deskSessionReply)
  @StaffOnly(...SESSION_DESK_ACCESS.frontDesk)
  view(@Param('id', ParseIntPipe) id: number): Promise<DeskSessionReply> {
    return this.desk.view(this.kind, id);
  }

  /** 200 with the cancelled booking; its place is free again and the refund chosen is on its way. */
  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(deskSessionReply)
  @StaffOnly(...SESSION_DESK_ACCESS.cancel)
  cancel(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(staffCancellationSchema)) body: StaffCancellation,
    @Req() request: StaffRequest,
  ): Promise<DeskSessionReply> {
    return this.desk.cancel(this.kind, id, body, staffOf(request));
  }

  /** 201 with the payment row: a pay-at-retreat booking paid in cash (Q or USD) or by card. */
  @Post(':id/payments')
  @ReplyContract(bookingPaymentStaffReply)
  @StaffOnly(...SESSION_DESK_ACCESS.frontDesk)
  pay(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(deskPaymentSchema)) payment: DeskPayment,
    @Req() request: StaffRequest,
  ): Promise<BookingPaymentStaffReply> {
    return this.desk.takePayment(this.kind, id, payment, staffOf(request));
  }

  @Post(':id/attended')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(deskSessionReply)
  @StaffOnly(...SESSION_DESK_ACCESS.frontDesk)
  attended(@Param('id', ParseIntPipe) id: number, @Req() request: StaffRequest): Promise<DeskSessionReply> {
    return this.desk.attended(this.kind, id, staffOf(request));
  }

  @Post(':id/no-show')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(deskSessionReply)
  @StaffOnly(...SESSION_DESK_ACCESS.noShow)
  noShow(@Param('id', ParseIntPipe) id: number, @Req() request: StaffRequest): Promise<DeskSessionReply> {
    return this.desk.noShow(this.kind, id, staffOf(request));
  }
}

@Controller('api/sauna-bookings')
export class SaunaDeskController extends SessionDeskRoutes {
  protected readonly kind = 'sauna';
}

@Controller('api/event-bookings')
export class EventDeskController extends SessionDeskRoutes {
  protected readonly kind = 'event';
}
