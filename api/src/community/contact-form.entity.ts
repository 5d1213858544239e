import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BooleanColumn, CreatedAt, LongTextColumn, TextColumn, TimestampColumn } from '../database/columns.js';

/** room_booking | events | other (CONTACT_SUBJECTS in @lakeside/contracts). */
export type ContactSubject = 'room_booking' | 'events' | 'other';

/** A message sent from the contact page (`contact_forms`), kept for staff to answer. */
@Entity('contact_forms')
export class ContactForm {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(100)
  name: string;

  @TextColumn(255)
  email: string;

  @TextColumn(20, { nullable: true })
  phone: string | null;

  @TextColumn(20, { default: 'other' })
  subject: ContactSubject;

  /** At least CONTACT_LIMITS.messageMinLength characters (10). */
  @LongTextColumn()
  message: string;

  /** Set by staff in the console. */
  @BooleanColumn(false)
  isRead: boolean;

  @TimestampColumn({ nullable: true })
  respondedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
