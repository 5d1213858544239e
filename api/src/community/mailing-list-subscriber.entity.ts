import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BooleanColumn, CreatedAt, JsonColumn, TextColumn, TimestampColumn, UpdatedAt } from '../database/columns.js';

/**
 * A newsletter subscriber (`community_mailing_list`). Active until they unsubscribe, which
 * sets unsubscribedAt and clears isActive; the row stays so a re-subscribe finds it by e-mail.
 */
@Entity('community_mailing_list')
export class MailingListSubscriber {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-cased, so one address subscribes once. */
  @Index({ unique: true })
  @TextColumn(255)
  email: string;

  @TextColumn(100)
  firstName: string;

  /** Topics from: volunteering, events, accommodation, workshops, community, culture, nature. */
  @JsonColumn()
  interests: string[] = [];

  /** en | es. */
  @TextColumn(2, { default: 'en' })
  languagePreference: string;

  @BooleanColumn(true)
  isActive: boolean;

  /** Where they signed up: website (the popup), contact, volunteer, console, … */
  @TextColumn(50, { default: 'website' })
  subscriptionSource: string;

  /** A random secret for the one-click unsubscribe link in every e-mail. */
  @Index({ unique: true })
  @TextColumn(64)
  unsubscribeToken: string;

  @TimestampColumn({ nullable: true })
  unsubscribedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
