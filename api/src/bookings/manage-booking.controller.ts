import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  bookingKindOf,
  findBookingReply,
  findBookingSchema,
  guestCancellationSchema,
  managedBookingReply,
  normalizeBookingReference,
  type FindBookingReply,
  type ManagedBookingReply,
} from '@lakeside/contracts';
import type { z } from 'zod';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { RoomGuestManageService } from '../rooms/room-guest-manage.service.js';
import { BookingError } from './booking-errors.js';

/**
 * The guest's own booking, opened with the link from the confirmation mail
 * (docs/requirements/policies.md#managing-a-booking). Every way of not finding one — unknown
 * reference, forged or expired token, a kind that cannot be managed yet — is the same 404.
 */
@Controller('api/bookings')
export class ManageBookingController {
  constructor(private readonly rooms: RoomGuestManageService) {}

  @Get(':reference')
  @ReplyContract(managedBookingReply)
  view(@Param('reference') typed: string, @Query('t') token: unknown): Promise<ManagedBookingReply> {
    return this.roomsOf(typed).view(referenceOf(typed), typeof token === 'string' ? token : '');
  }

  @Post(':reference/cancel')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(managedBookingReply)
  @PublicWrite()
  cancel(
    @Param('reference') typed: string,
    @Body(new ZodPipe(guestCancellationSchema)) body: z.output<typeof guestCancellationSchema>,
  ): Promise<ManagedBookingReply> {
    return this.roomsOf(typed).cancel(referenceOf(typed), body.token);
  }

  /** "Find my booking": mails a new link when e-mail and reference match; the same 202 either way. */
  @Post('find')
  @HttpCode(HttpStatus.ACCEPTED)
  @ReplyContract(findBookingReply)
  @PublicWrite()
  async find(
    @Body(new ZodPipe(findBookingSchema)) body: z.output<typeof findBookingSchema>,
  ): Promise<FindBookingReply> {
    if (bookingKindOf(body.reference) === 'room') await this.rooms.resend(body.reference, body.email);
    return { accepted: true };
  }

  /** Room bookings are the ones guests can manage so far. */
  private roomsOf(typed: string): RoomGuestManageService {
    const reference = normalizeBookingReference(typed);
    if (!reference || bookingKindOf(reference) !== 'room') throw new BookingError('bookings.notFound');
    return this.rooms;
  }
}

function referenceOf(typed: string): string {
  return normalizeBookingReference(typed) ?? '';
}
