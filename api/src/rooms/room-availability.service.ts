import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  errorMessage,
  nightsBetween,
  seasonMinimumStay,
  tooManyGuests,
  type RoomSearchParsed,
  type RoomSearchReply,
  type RoomUnavailableReason,
} from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { RoomNight } from './room-night.entity.js';
import { meetsMinimumStay, type StayPrice } from './room-price.js';
import { RoomPricing } from './room-pricing.js';
import { roomPolicyAtBooking } from './room-terms.js';
import { RoomsService } from './rooms.service.js';

/**
 * Which rooms are free for a stay. Every active room is listed (or the one asked for), with
 * its price for the stay night by night and the free-cancellation deadline a booking made now
 * would record (the quote the wizard shows before paying); a room too small for the party is
 * listed as unavailable with the reason, so the search page can say why instead of silently
 * hiding it.
 */
@Injectable()
export class RoomAvailabilityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rooms: RoomsService,
    private readonly pricing: RoomPricing,
  ) {}

  async search(query: RoomSearchParsed): Promise<RoomSearchReply> {
    const [rooms, taken] = await Promise.all([this.rooms.list(), this.takenRoomIds(query.checkin, query.checkout)]);
    const wanted = query.roomType === 'all' ? rooms : rooms.filter((room) => room.id === query.roomType);
    const prices = await this.pricing.prices(wanted, query.checkin, query.checkout);
    // The same for every room: the policy depends on the stay's start, which the rooms share.
    const { freeCancellationUntil } = roomPolicyAtBooking(query.checkin);
    return {
      checkin: query.checkin,
      checkout: query.checkout,
      nights: nightsBetween(query.checkin, query.checkout),
      guests: query.guests,
      rooms: prices.map(({ room, price }) => {
        const reason = unavailableReason(query.guests > room.maxGuests, taken.has(room.id), price);
        return {
          id: room.id,
          name: room.name,
          nameEs: room.nameEs,
          maxGuests: room.maxGuests,
          pricePerNight: room.pricePerNight,
          currency: price.currency,
          nights: price.nights,
          nightly: price.nightly,
          totalPrice: price.totalPrice,
          taxes: price.taxes,
          taxIncluded: price.taxIncluded,
          taxAdded: price.taxAdded,
          minNights: price.minNights,
          freeCancellationUntil: freeCancellationUntil.toISOString(),
          available: reason === null,
          reason,
          message: unavailableMessage(reason, room, price),
        };
      }),
    };
  }

  /**
   * Rooms with at least one night in [checkin, checkout) held, sold or blocked (by staff or
   * another channel). A hold past its expiry that the sweep has not reached yet does not
   * count: the next hold on that room expires it before inserting its own nights. The nights
   * of `exceptBooking` do not count either: a stay being moved may keep some of its own.
   */
  async takenRoomIds(checkin: string, checkout: string, now = new Date(), exceptBooking = 0): Promise<Set<string>> {
    const rows = await this.dataSource
      .createQueryBuilder(RoomNight, 'night')
      .leftJoin('night.booking', 'booking')
      .select('DISTINCT night.roomId', 'roomId')
      .where('night.night >= :checkin AND night.night < :checkout', { checkin, checkout })
      .andWhere(
        "(night.blockId IS NOT NULL OR (NOT (booking.status = 'held' AND booking.holdExpiresAt <= :now) AND night.bookingId <> :exceptBooking))",
        { now, exceptBooking },
      )
      .getRawMany<{ roomId: string }>();
    return new Set(rows.map((row) => row.roomId));
  }
}

/** Too small for the party first, then a taken night, then a stay shorter than its season asks. */
function unavailableReason(tooSmall: boolean, taken: boolean, price: StayPrice): RoomUnavailableReason | null {
  if (tooSmall) return 'too_many_guests';
  if (taken) return 'booked';
  return meetsMinimumStay(price) ? null : 'minimum_stay';
}

function unavailableMessage(
  reason: RoomUnavailableReason | null,
  room: { name: string; maxGuests: number },
  price: StayPrice,
): string | null {
  switch (reason) {
    case 'too_many_guests':
      return tooManyGuests(room.name, room.maxGuests);
    case 'booked':
      return errorMessage('rooms.datesUnavailable');
    case 'minimum_stay':
      return seasonMinimumStay(price.minNights);
    case null:
      return null;
  }
}
