import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  MESSAGES,
  moneyEquals,
  type SaunaBookedReply,
  type SaunaBookingParsed,
  type SaunaBookingReply,
  type SaunaQuoteQuery,
  type SessionQuoteReply,
} from '@lakeside/contracts';
import { Not, type DataSource, type Repository } from 'typeorm';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { NewBookingNotices } from '../bookings/new-booking-notice.js';
import { MailService } from '../mail/mail.service.js';
// Shared with room and event bookings: on SQLite every write transaction goes through one queue.
import { runWriteTransaction } from '../database/write-transaction.js';
import { toSaunaBookingView } from './sauna-booking-view.js';
import { SaunaBooking } from './sauna-booking.entity.js';
import { slotHasStarted } from './sauna-clock.js';
import { saunaConfirmationMail } from './sauna-confirmation-mail.js';
import { claimSaunaTime } from './sauna-time-claim.js';
import { SaunaRate } from './sauna-rate.entity.js';
import { SaunaSlot } from './sauna-slot.entity.js';
import { fieldError } from '../common/errors/field-error.js';
import { PaymentError } from '../payments/payment-errors.js';
import { SaunaError } from './sauna-errors.js';
import { newReference } from '../bookings/booking-identity.js';
import { ManageLinks } from '../bookings/manage-links.js';
import { BookingCheckout } from '../bookings/checkout/booking-checkout.js';
import { policyAtBooking } from '../bookings/cancellation-terms.js';
import { taxedSale } from '../taxes/tax-rules.js';
import { startInstant } from '../events/session-time.js';

/** A session's row as priced, before it says how it is paid. */
export type NewSaunaBooking = Pick<SaunaBooking, 'sessionDate' | 'timeSlot' | 'duration'> & Partial<SaunaBooking>;

/**
 * Private sauna sessions: one party per (date, slot), priced by the server, paid at the
 * retreat (POST /api/sauna-bookings). The online checkout (SaunaCheckoutService) shares the rest.
 */
@Injectable()
export class SaunaBookingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(SaunaSlot) private readonly slots: Repository<SaunaSlot>,
    @InjectRepository(SaunaRate) private readonly rates: Repository<SaunaRate>,
    @InjectRepository(SaunaBooking) private readonly bookings: Repository<SaunaBooking>,
    private readonly mail: MailService,
    private readonly links: ManageLinks,
    private readonly checkout: BookingCheckout,
    private readonly notices: NewBookingNotices,
  ) {}

  async book(input: SaunaBookingParsed, now = new Date()): Promise<SaunaBookedReply> {
    const row = await this.price(input, now);
    this.checkout.assertPayAtRetreatOffered(row.totalPrice);
    // Settled on site; payment ids a client sends are not proof of payment and are not kept.
    const id = await this.insertOnce({ ...row, paymentStatus: 'pay_at_retreat' });
    return this.confirm(await this.bookings.findOneByOrFail({ id }));
  }

  /** GET /api/sauna-bookings/quote: the rate for the length, the cancellation deadline, and whether paying at the retreat is offered. */
  async quote(query: SaunaQuoteQuery, now = new Date()): Promise<SessionQuoteReply> {
    const rate = await this.rated(query, now);
    const line = {
      item: 'saunaSession' as const,
      quantity: 1,
      unitPrice: rate.price,
      amount: rate.price,
      minutes: query.duration,
    };
    const sale = await taxedSale(this.dataSource.manager, 'wellness', rate.price);
    return this.checkout.quote([line], rate.currency, policyAtBooking('sauna', startOf(query)), sale);
  }

  /** The session priced as a new booking would be: the sale with its taxes, its currency, and the policy it records. */
  async priced(query: SaunaQuoteQuery, now: Date) {
    const rate = await this.rated(query, now);
    const sale = await taxedSale(this.dataSource.manager, 'wellness', rate.price);
    return { sale, currency: rate.currency, policy: policyAtBooking('sauna', startOf(query)) };
  }

  /** Checks the slot and the length, and the client's total against the server's rate: the row but for how it is paid. */
  async price(input: SaunaBookingParsed, now: Date): Promise<NewSaunaBooking & Pick<SaunaBooking, 'totalPrice'>> {
    const rate = await this.rated(input, now);
    const { total, taxes, taxIncluded, taxAdded } = await taxedSale(this.dataSource.manager, 'wellness', rate.price);
    if (input.totalPrice !== null && !moneyEquals(input.totalPrice, total)) {
      throw new PaymentError('payments.priceMismatch');
    }
    return {
      sessionDate: input.sessionDate,
      timeSlot: input.timeSlot,
      duration: input.duration,
      guestName: input.guestName,
      email: input.email,
      phone: input.phone,
      notes: input.notes,
      totalPrice: total,
      taxes,
      taxIncluded,
      taxAdded,
      currency: rate.currency,
      language: input.language,
      reference: newReference('sauna'),
      ...policyAtBooking('sauna', startOf(input)),
      activeSlot: 1,
    };
  }

  /** The rate of a slot still for sale: an active slot, a known length, not yet begun. */
  private async rated(input: SaunaQuoteQuery, now: Date): Promise<SaunaRate> {
    // The contract lists the standard slots and lengths; staff may have retired one since.
    if (!(await this.slots.existsBy({ startTime: input.timeSlot, isActive: true }))) {
      throw fieldError('timeSlot', MESSAGES.timeSlotRequired);
    }
    const rate = await this.rates.findOneBy({ durationMinutes: input.duration });
    if (!rate) throw fieldError('duration', MESSAGES.saunaDurationRequired);
    if (slotHasStarted(input.sessionDate, input.timeSlot, now)) {
      throw new SaunaError('sauna.slotStarted');
    }
    return rate;
  }

  /** Issues the manage link and mails the confirmation of a booked or paid session. */
  async confirm(booking: SaunaBooking): Promise<SaunaBookedReply> {
    const manageUrl = await this.links.issue({ kind: 'sauna', ...booking });
    const { sent } = await this.mail.send(saunaConfirmationMail(booking, manageUrl));
    await this.notices.announce({
      reference: booking.reference,
      what: `the private sauna for ${booking.duration} minutes`,
      when: `${booking.sessionDate} ${booking.timeSlot}`,
      guestName: booking.guestName,
      email: booking.email,
      phone: booking.phone,
      total: booking.totalPrice,
      currency: booking.currency,
      paidOnline: booking.paymentStatus === 'paid',
    });
    return { ...toSaunaBookingView(booking), emailSent: sent };
  }

  /**
   * Staff list (GET /api/sauna-bookings), newest sessions first. Holds that lapsed unpaid
   * (expired) booked nothing and are left out.
   */
  async list(): Promise<SaunaBookingReply[]> {
    const rows = await this.bookings.find({
      where: { paymentStatus: Not('expired') },
      order: { sessionDate: 'DESC', timeSlot: 'ASC' },
    });
    return rows.map(toSaunaBookingView);
  }

  /**
   * Inserts the booking once nothing else holds the sauna then (claimSaunaTime: the communal
   * sauna session, or another private session), under the sauna's lock, so a communal session
   * staff schedule at the same moment cannot both be saved. The unique key (sessionDate,
   * timeSlot) still refuses a second booking of the same slot.
   */
  async insertOnce(row: NewSaunaBooking & Pick<SaunaBooking, 'paymentStatus'>): Promise<number> {
    try {
      const { identifiers } = await runWriteTransaction(this.dataSource, async (manager) => {
        await claimSaunaTime(manager, row);
        return manager.insert(SaunaBooking, row);
      });
      return (identifiers[0] as { id: number }).id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new SaunaError('sauna.slotTaken');
      throw error;
    }
  }
}

/** The session's start as an instant, which its cancellation deadline counts back from. */
function startOf(session: Pick<SaunaQuoteQuery, 'sessionDate' | 'timeSlot'>): Date {
  return startInstant({ date: session.sessionDate, time: session.timeSlot });
}
