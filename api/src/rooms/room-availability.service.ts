import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  errorMessage,
  nightsBetween,
  tooManyGuests,
  type RoomSearchParsed,
  type RoomSearchReply,
  type RoomUnavailableReason,
} from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { RoomNight } from './room-night.entity.js';
import { stayPrice } from './room-price.js';
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
  ) {}

  async search(query: RoomSearchParsed): Promise<RoomSearchReply> {
    const [rooms, taken] = await Promise.all([this.rooms.list(), this.takenRoomIds(query.checkin, query.checkout)]);
    const wanted = query.roomType === 'all' ? rooms : rooms.filter((room) => room.id === query.roomType);
    // The same for every room: the policy depends on the stay's start, which the rooms share.
    const { freeCancellationUntil } = roomPolicyAtBooking(query.checkin);
    return {
      checkin: query.checkin,
      checkout: query.checkout,
      nights: nightsBetween(query.checkin, query.checkout),
      guests: query.guests,
      rooms: wanted.map((room) => {
        const reason: RoomUnavailableReason | null =
          query.guests > room.maxGuests ? 'too_many_guests' : taken.has(room.id) ? 'booked' : null;
        const price = stayPrice(room, query.checkin, query.checkout);
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
          freeCancellationUntil: freeCancellationUntil.toISOString(),
          available: reason === null,
          reason,
          message:
            reason === 'too_many_guests'
              ? tooManyGuests(room.name, room.maxGuests)
              : reason === 'booked'
                ? errorMessage('rooms.datesUnavailable')
                : null,
        };
      }),
    };
  }

  /**
   * Rooms with at least one night in [checkin, checkout) held or sold. A hold past its
   * expiry that the sweep has not reached yet does not count: the next hold on that room
   * expires it before inserting its own nights. The nights of `exceptBooking` do not count
   * either: a stay being moved may keep some of its own.
   */
  async takenRoomIds(checkin: string, checkout: string, now = new Date(), exceptBooking = 0): Promise<Set<string>> {
    const rows = await this.dataSource
      .createQueryBuilder(RoomNight, 'night')
      .innerJoin('night.booking', 'booking')
      .select('DISTINCT night.roomId', 'roomId')
      .where('night.night >= :checkin AND night.night < :checkout', { checkin, checkout })
      .andWhere("NOT (booking.status = 'held' AND booking.holdExpiresAt <= :now)", { now })
      .andWhere('night.bookingId <> :exceptBooking', { exceptBooking })
      .getRawMany<{ roomId: string }>();
    return new Set(rows.map((row) => row.roomId));
  }
}
