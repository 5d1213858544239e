import { Index } from 'typeorm';
import { TextColumn } from './columns.js';

/**
 * The guest and payment columns that every booking — a room stay, a sauna session, event
 * tickets — records the same way, declared once. An abstract base rather than an embedded
 * class: the properties stay flat (`booking.guestName`), so views, mails and the console's
 * generic tables read them as before, and the column names and types are the ones the
 * migrations already built. Columns that differ between the three (phone, price, payment
 * provider and status, notes) stay on each entity.
 */
export abstract class Booking {
  @TextColumn(100)
  guestName: string;

  @TextColumn(255)
  email: string;

  /** The guest's language for e-mails: en | es. */
  @TextColumn(2, { default: 'en' })
  language: string;

  @TextColumn(3, { default: 'USD' })
  currency: string;

  /** Unique so that one captured PayPal order can never pay for two bookings. */
  @Index({ unique: true })
  @TextColumn(100, { nullable: true })
  paypalOrderId: string | null;

  /** Unique for the same reason as paypalOrderId. */
  @Index({ unique: true })
  @TextColumn(100, { nullable: true })
  recurrentePaymentId: string | null;
}
