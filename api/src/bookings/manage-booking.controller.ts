import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  balancePaidReply,
  balancePaymentSchema,
  bookingKindOf,
  dateChangeQuoteReply,
  findBookingReply,
  makeDateChangeQuerySchema,
  makeDateChangeSchema,
  findBookingSchema,
  guestCancellationSchema,
  managedBookingReply,
  normalizeBookingReference,
  sessionPaymentOrderReply,
  type BalancePaidReply,
  type BookingKind,
  type DateChangeParsed,
  type DateChangeQuery,
  type DateChangeQuoteReply,
  type FindBookingReply,
  type ManagedBookingReply,
  type SessionPaymentOrderReply,
} from '@lakeside/contracts';
import type { z } from 'zod';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { calendarFile, calendarIdentity } from '../mail/calendar-invite.js';
import type { BookingCalendar } from './booking-calendar.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { ZodPipeForToday } from '../common/validation/zod-pipe-for-today.js';
import { EventGuestManageService } from '../events/event-guest-manage.service.js';
import { RoomGuestManageService } from '../rooms/room-guest-manage.service.js';
import { SaunaGuestManageService } from '../sauna/sauna-guest-manage.service.js';
import { BalancePayments } from './balance/balance-payments.js';
import { BookingError } from './booking-errors.js';

/** What each kind of booking offers its guest; the reference's letter says which kind. */
interface GuestManaged {
  view(reference: string, token: string): Promise<ManagedBookingReply>;
  cancel(reference: string, token: string): Promise<ManagedBookingReply>;
  resend(reference: string, email: string): Promise<void>;
  calendar(reference: string, token: string): Promise<BookingCalendar>;
}

/**
 * The guest's own booking, opened with the link from the confirmation mail
 * (docs/requirements/policies.md#managing-a-booking). Every way of not finding one — unknown
 * or malformed reference, forged or expired token — is the same 404.
 */
@Controller('api/bookings')
export class ManageBookingController {
  private readonly kinds: Record<BookingKind, GuestManaged>;

  constructor(
    private readonly rooms: RoomGuestManageService,
    sauna: SaunaGuestManageService,
    events: EventGuestManageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly balances: BalancePayments,
  ) {
    this.kinds = { room: rooms, sauna, event: events };
  }

  @Get(':reference')
  @ReplyContract(managedBookingReply)
  view(@Param('reference') typed: string, @Query('t') token: unknown): Promise<ManagedBookingReply> {
    const { reference, kind } = this.resolve(typed);
    return kind.view(reference, typeof token === 'string' ? token : '');
  }

  /**
   * The booking's .ics again, as it stands now (a cancelled one cancels the entry). The same
   * 404 as the page for any link that opens nothing.
   */
  @Get(':reference/calendar.ics')
  async calendar(
    @Param('reference') typed: string,
    @Query('t') token: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { reference, kind } = this.resolve(typed);
    const { entry, cancelled } = await kind.calendar(reference, typeof token === 'string' ? token : '');
    const file = calendarFile(entry, cancelled ? 'CANCEL' : 'PUBLISH', calendarIdentity(this.config));
    void reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${reference}.ics"`)
      .header('cache-control', 'private, no-store');
    return String(file.content);
  }

  @Post(':reference/cancel')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(managedBookingReply)
  @PublicWrite()
  cancel(
    @Param('reference') typed: string,
    @Body(new ZodPipe(guestCancellationSchema)) body: z.output<typeof guestCancellationSchema>,
  ): Promise<ManagedBookingReply> {
    const { reference, kind } = this.resolve(typed);
    return kind.cancel(reference, body.token);
  }

  /**
   * What moving a stay to other dates would mean (docs/requirements/policies.md#changing-dates).
   * Only room stays move; a session or an event answers 409 once its link is proven, so a
   * forged link still learns nothing.
   */
  @Get(':reference/date-change')
  @ReplyContract(dateChangeQuoteReply)
  async quoteDateChange(
    @Param('reference') typed: string,
    @Query(new ZodPipeForToday(makeDateChangeQuerySchema)) query: DateChangeQuery,
  ): Promise<DateChangeQuoteReply> {
    const reference = await this.movableStay(typed, query.t);
    return this.rooms.quoteMove(reference, query.t, query);
  }

  @Post(':reference/date-change')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(managedBookingReply)
  @PublicWrite()
  async changeDates(
    @Param('reference') typed: string,
    @Body(new ZodPipeForToday(makeDateChangeSchema)) body: DateChangeParsed,
  ): Promise<ManagedBookingReply> {
    const reference = await this.movableStay(typed, body.token);
    return this.rooms.move(reference, body.token, body);
  }

  /**
   * 201: the provider's order for what the booking has left to pay (after a move to dearer
   * dates), through the provider it was paid with; 409 bookings.nothingToPay when nothing is owed online.
   */
  @Post(':reference/balance')
  @ReplyContract(sessionPaymentOrderReply)
  @PublicWrite()
  async payBalance(
    @Param('reference') typed: string,
    @Body(new ZodPipe(balancePaymentSchema)) body: z.output<typeof balancePaymentSchema>,
  ): Promise<SessionPaymentOrderReply> {
    const { reference, kind } = this.resolve(typed);
    return this.balances.order(await kind.view(reference, body.token));
  }

  /** 200: the balance order captured and recorded (or already, by an earlier capture or the provider's notice). */
  @Post('balance/:orderId/capture')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(balancePaidReply)
  @PublicWrite()
  captureBalance(@Param('orderId') orderId: string): Promise<BalancePaidReply> {
    return this.balances.capture(orderId);
  }

  /** "Find my booking": mails a new link when e-mail and reference match; the same 202 either way. */
  @Post('find')
  @HttpCode(HttpStatus.ACCEPTED)
  @ReplyContract(findBookingReply)
  @PublicWrite()
  async find(
    @Body(new ZodPipe(findBookingSchema)) body: z.output<typeof findBookingSchema>,
  ): Promise<FindBookingReply> {
    const kind = bookingKindOf(body.reference);
    if (kind) await this.kinds[kind].resend(body.reference, body.email);
    return { accepted: true };
  }

  /** The reference of a room stay; 404 for a bad link, 409 for a session or an event. */
  private async movableStay(typed: string, token: string): Promise<string> {
    const { reference, kind } = this.resolve(typed);
    if (kind === this.rooms) return reference;
    await kind.view(reference, token);
    throw new BookingError('bookings.datesNotChangeable');
  }

  private resolve(typed: string): { reference: string; kind: GuestManaged } {
    const reference = normalizeBookingReference(typed);
    const kind = reference ? bookingKindOf(reference) : null;
    if (!reference || !kind) throw new BookingError('bookings.notFound');
    return { reference, kind: this.kinds[kind] };
  }
}
