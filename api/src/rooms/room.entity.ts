import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BooleanColumn, CreatedAt, JsonColumn, LongTextColumn, MoneyColumn, TextColumn } from '../database/columns.js';

/**
 * One bookable unit of the catalogue (`rooms`). Each room is a single unit, so a night of a
 * room can be sold once (see `RoomNight`). Seeded, then edited from the console.
 */
@Entity('rooms')
export class Room {
  /** The catalogue id used in URLs and bookings, e.g. 'lakefront_lower'. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @TextColumn(100)
  name: string;

  /** Spanish version of `name`, shown on /es/ pages; they show the English one when this is empty. */
  @TextColumn(100, { nullable: true })
  nameEs: string | null;

  /** One or two sentences for room cards. */
  @TextColumn(500)
  description: string;

  /** Spanish version of `description`, shown on /es/ pages; they show the English one when this is empty. */
  @TextColumn(500, { nullable: true })
  descriptionEs: string | null;

  /** The room detail page's text. */
  @LongTextColumn()
  fullDescription: string;

  /** Spanish version of `fullDescription`, shown on /es/ pages; they show the English one when this is empty. */
  @LongTextColumn({ nullable: true })
  fullDescriptionEs: string | null;

  @MoneyColumn()
  pricePerNight: string;

  @TextColumn(3, { default: 'USD' })
  currency: string;

  @Column({ type: 'int' })
  maxGuests: number;

  @Column({ type: 'int' })
  beds: number;

  @Column({ type: 'int', default: 1 })
  bathrooms: number;

  /** Amenity labels, e.g. 'Lake view', 'Hot shower'; cards show the first three. */
  @JsonColumn()
  amenities: string[] = [];

  /**
   * Spanish version of `amenities` (the whole list, same order), shown on /es/ pages; they show
   * the English list when this is empty. NULL rather than a default '[]': MySQL allows no
   * literal default on TEXT.
   */
  @JsonColumn({ nullable: true })
  amenitiesEs: string[] | null;

  /** Facility flags from `ROOM_FEATURES` (docs/requirements/booking-rules.md#rooms): 'WiFi', 'Parking', 'Coffee'. */
  @JsonColumn()
  features: string[] = [];

  /** The emoji cards show while photos load or when there are none. */
  @TextColumn(16, { nullable: true })
  imageEmoji: string | null;

  /** Position in lists, lowest first. */
  @Column({ type: 'int', default: 0 })
  displayOrder: number;

  /** An inactive room is hidden from guests and cannot be booked; its bookings remain. */
  @BooleanColumn(true)
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;
}
