/**
 * The desk's taps on a sauna session or event tickets, the same routes for both under their
 * own paths (POST /api/sauna-bookings/{id}/cancel, /api/event-bookings/{id}/cancel, …), mirroring
 * the room desk's. Roles per SESSION_DESK_ACCESS; the finer rules (a manager to override the
 * policy) are the service's.
 */
import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import {
  bookingPaymentStaffReply,
  deskPaymentSchema,
  deskSessionReply,
  eventMoveSchema,
  saunaMoveSchema,
  SESSION_DESK_ACCESS,
  sessionMoveQuoteReply,
  staffCancellationSchema,
  type BookingPaymentStaffReply,
  type DeskPayment,
  type DeskSessionReply,
  type EventMove,
  type SaunaMove,
  type SessionBookingKind,
  type SessionMoveQuoteReply,
  type StaffCancellation,
} from '@lakeside/contracts';
import type { StaffRequest } from '../../auth/staff-authorizer.js';
import { StaffOnly } from '../../auth/staff-only.decorator.js';
import { staffOf } from '../../auth/staff-of.js';
import { ReplyContract } from '../../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../../common/validation/zod-body.pipe.js';
import { EventSessionMover } from '../../events/event-session-mover.js';
import { SaunaSessionMover } from '../../sauna/sauna-session-mover.js';
import { SessionDeskService } from './session-desk.service.js';
import { SessionMoveService } from './session-moves.js';

/** The routes, written once; each subclass names its kind and path. */
abstract class SessionDeskRoutes {
  protected abstract readonly kind: SessionBookingKind;

  // Named, not read from the parameter's type: each subclass passes it on from its own constructor.
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

/**
 * "Change date" (docs/requirements/policies.md#changing-dates): GET …/move quotes the new
 * place, POST …/move moves the booking there. Each kind names its own place, so each has its
 * own pair of routes.
 */
@Controller('api/sauna-bookings')
export class SaunaDeskController extends SessionDeskRoutes {
  protected readonly kind = 'sauna';

  constructor(
    @Inject(SessionDeskService) desk: SessionDeskService,
    private readonly moves: SessionMoveService,
    private readonly mover: SaunaSessionMover,
  ) {
    super(desk);
  }

  /** Another slot priced, whether it is free (the session's own time counts as free), and the money that follows. */
  @Get(':id/move')
  @ReplyContract(sessionMoveQuoteReply)
  @StaffOnly(...SESSION_DESK_ACCESS.frontDesk)
  quoteMove(
    @Param('id', ParseIntPipe) id: number,
    @Query(new ZodPipe(saunaMoveSchema)) to: SaunaMove,
  ): Promise<SessionMoveQuoteReply> {
    return this.moves.quote(this.mover, id, to);
  }

  /** 200 with the moved session; 409 sauna.slotTaken (or slotTakenByCommunalSession) when the time is not free. */
  @Post(':id/move')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(deskSessionReply)
  @StaffOnly(...SESSION_DESK_ACCESS.frontDesk)
  move(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(saunaMoveSchema)) to: SaunaMove,
    @Req() request: StaffRequest,
  ): Promise<DeskSessionReply> {
    return this.moves.move(this.mover, id, to, staffOf(request));
  }
}

@Controller('api/event-bookings')
export class EventDeskController extends SessionDeskRoutes {
  protected readonly kind = 'event';

  constructor(
    @Inject(SessionDeskService) desk: SessionDeskService,
    private readonly moves: SessionMoveService,
    private readonly mover: EventSessionMover,
  ) {
    super(desk);
  }

  /** Another occurrence of the same event priced, whether it has the seats, and the money that follows. */
  @Get(':id/move')
  @ReplyContract(sessionMoveQuoteReply)
  @StaffOnly(...SESSION_DESK_ACCESS.frontDesk)
  quoteMove(
    @Param('id', ParseIntPipe) id: number,
    @Query(new ZodPipe(eventMoveSchema)) to: EventMove,
  ): Promise<SessionMoveQuoteReply> {
    return this.moves.quote(this.mover, id, to);
  }

  /** 200 with the moved tickets; 409 events.notEnoughSpots / soldOut when the seats are gone. */
  @Post(':id/move')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(deskSessionReply)
  @StaffOnly(...SESSION_DESK_ACCESS.frontDesk)
  move(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(eventMoveSchema)) to: EventMove,
    @Req() request: StaffRequest,
  ): Promise<DeskSessionReply> {
    return this.moves.move(this.mover, id, to, staffOf(request));
  }
}
