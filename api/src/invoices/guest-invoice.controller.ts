import { Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { bookingKindOf, normalizeBookingReference } from '@lakeside/contracts';
import type { FastifyReply } from 'fastify';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { openedWithLink } from '../bookings/manage-access.js';
import { BookingError } from '../bookings/booking-errors.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { InvoiceDocuments } from './invoice-documents.js';
import { InvoiceQueries } from './invoice-queries.js';
import { InvoiceWriter } from './invoice-writer.js';
import { sendPdf } from './send-pdf.js';

/**
 * The stay's invoice from the guest's booking page (/booking/{reference}?t=…), opened with the
 * same link proof as the page: any link that opens nothing is the page's 404.
 */
@Controller('api/bookings')
export class GuestInvoiceController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: InvoiceQueries,
    private readonly writer: InvoiceWriter,
    private readonly documents: InvoiceDocuments,
  ) {}

  /** The stay's invoice as issued; 404 until there is one (the POST below asks for it). */
  @Get(':reference/invoice.pdf')
  async pdf(@Param('reference') typed: string, @Query('t') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const { booking } = await this.openedStay(typed, token);
    const invoice = await this.queries.currentOfStay(booking.id);
    if (!invoice) throw new BookingError('bookings.notFound');
    sendPdf(reply, invoice, await this.documents.pdf(invoice));
  }

  /**
   * The page's "invoice" button: a paid stay that staff have not invoiced yet gets its invoice
   * now, made out to CF (consumidor final) — a buyer with a NIT asks the desk, which voids and
   * reissues. A POST, because it makes a numbered fiscal document: a GET link would be issued by
   * any browser prefetch or mail scanner that follows it. Answers 303 to the PDF.
   */
  @Post(':reference/invoice')
  @PublicWrite()
  async request(
    @Param('reference') typed: string,
    @Query('t') token: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { booking, reference } = await this.openedStay(typed, token);
    const invoiced = async () => (await this.queries.currentOfStay(booking.id)) !== null;
    // A second press racing the first finds the invoice the first issued; money still due finds none.
    if (!(await invoiced()) && (await this.writer.issueForGuest(reference)) === null && !(await invoiced())) {
      throw new BookingError('bookings.notFound');
    }
    void reply.redirect(
      `/api/bookings/${encodeURIComponent(reference)}/invoice.pdf?t=${encodeURIComponent(String(token))}`,
      303,
    );
  }

  private async openedStay(typed: string, token: unknown): Promise<{ booking: RoomBooking; reference: string }> {
    const reference = normalizeBookingReference(typed);
    if (!reference || bookingKindOf(reference) !== 'room') throw new BookingError('bookings.notFound');
    const booking = openedWithLink(
      await this.dataSource.getRepository(RoomBooking).findOneBy({ reference }),
      typeof token === 'string' ? token : '',
      (stay) => stay.checkoutDate,
      new Date(),
    );
    return { booking, reference };
  }
}
