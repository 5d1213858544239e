import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  bookingKindOf,
  findBookingReply,
  findBookingSchema,
  guestCancellationSchema,
  managedBookingReply,
  normalizeBookingReference,
  type BookingKind,
  type FindBookingReply,
  type ManagedBookingReply,
} from '@lakeside/contracts';
import type { z } from 'zod';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { EventGuestManageService } from '../events/event-guest-manage.service.js';
import { RoomGuestManageService } from '../rooms/room-guest-manage.service.js';
import { SaunaGuestManageService } from '../sauna/sauna-guest-manage.service.js';
import { BookingError } from './booking-errors.js';

/** What each kind of booking offers its guest; the reference's letter says which kind. */
interface GuestManaged {
  view(reference: string, token: string): Promise<ManagedBookingReply>;
  cancel(reference: string, token: string): Promise<ManagedBookingReply>;
  resend(reference: string, email: string): Promise<void>;
}

/**
 * The guest's own booking, opened with the link from the confirmation mail
 * (docs/requirements/policies.md#managing-a-booking). Every way of not finding one — unknown
 * or malformed reference, forged or expired token — is the same 404.
 */
@Controller('api/bookings')
export class ManageBookingController {
  private readonly kinds: Record<BookingKind, GuestManaged>;

  constructor(rooms: RoomGuestManageService, sauna: SaunaGuestManageService, events: EventGuestManageService) {
    this.kinds = { room: rooms, sauna, event: events };
  }

  @Get(':reference')
  @ReplyContract(managedBookingReply)
  view(@Param('reference') typed: string, @Query('t') token: unknown): Promise<ManagedBookingReply> {
    const { reference, kind } = this.resolve(typed);
    return kind.view(reference, typeof token === 'string' ? token : '');
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

  private resolve(typed: string): { reference: string; kind: GuestManaged } {
    const reference = normalizeBookingReference(typed);
    const kind = reference ? bookingKindOf(reference) : null;
    if (!reference || !kind) throw new BookingError('bookings.notFound');
    return { reference, kind: this.kinds[kind] };
  }
}
