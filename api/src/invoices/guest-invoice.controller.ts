import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { bookingKindOf, normalizeBookingReference } from '@lakeside/contracts';
import type { FastifyReply } from 'fastify';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { openedWithLink } from '../bookings/manage-access.js';
import { BookingError } from '../bookings/booking-errors.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { InvoiceDocuments } from './invoice-documents.js';
import { InvoiceQueries } from './invoice-queries.js';
import { InvoiceWriter } from './invoice-writer.js';
import { sendPdf } from './send-pdf.js';

/**
 * The stay's invoice from the guest's booking page (/booking/{reference}?t=…), opened with the
 * same link proof as the page: any link that opens nothing is the page's 404. A paid stay that
 * staff have not invoiced yet gets its invoice now, made out to CF (consumidor final) — what a
 * guest downloading a receipt expects; a buyer with a NIT asks the desk, which voids and reissues.
 */
@Controller('api/bookings')
export class GuestInvoiceController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: InvoiceQueries,
    private readonly writer: InvoiceWriter,
    private readonly documents: InvoiceDocuments,
  ) {}

  @Get(':reference/invoice.pdf')
  async pdf(@Param('reference') typed: string, @Query('t') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const reference = normalizeBookingReference(typed);
    if (!reference || bookingKindOf(reference) !== 'room') throw new BookingError('bookings.notFound');
    const booking = openedWithLink(
      await this.dataSource.getRepository(RoomBooking).findOneBy({ reference }),
      typeof token === 'string' ? token : '',
      (stay) => stay.checkoutDate,
      new Date(),
    );
    const invoice = (await this.queries.currentOfStay(booking.id)) ?? (await this.issueNow(reference));
    sendPdf(reply, invoice, await this.documents.pdf(invoice));
  }

  /** The paid stay's invoice, issued now; 404 while money is due (nothing to invoice yet). */
  private async issueNow(reference: string) {
    const id = await this.writer.issueForGuest(reference);
    if (id === null) throw new BookingError('bookings.notFound');
    return this.queries.one(id);
  }
}
