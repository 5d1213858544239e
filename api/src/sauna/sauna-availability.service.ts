import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SAUNA_DURATIONS, type CalendarDate, type SaunaAvailabilityReply } from '@lakeside/contracts';
import { In, type Repository } from 'typeorm';
import { SaunaBooking } from './sauna-booking.entity.js';
import { slotHasStarted } from './sauna-clock.js';
import { SaunaRate } from './sauna-rate.entity.js';
import { SaunaSlot } from './sauna-slot.entity.js';

/**
 * One day of the sauna as guests see it. Read fresh on every request (never cached): a guest
 * choosing a slot must see the booking made a second ago.
 */
@Injectable()
export class SaunaAvailabilityService {
  constructor(
    @InjectRepository(SaunaSlot) private readonly slots: Repository<SaunaSlot>,
    @InjectRepository(SaunaRate) private readonly rates: Repository<SaunaRate>,
    @InjectRepository(SaunaBooking) private readonly bookings: Repository<SaunaBooking>,
  ) {}

  async forDate(date: CalendarDate, now = new Date()): Promise<SaunaAvailabilityReply> {
    const slots = await this.slots.find({
      where: { isActive: true },
      order: { displayOrder: 'ASC', startTime: 'ASC' },
    });
    const taken = await this.bookings.find({ select: { timeSlot: true }, where: { sessionDate: date } });
    const booked = new Set(taken.map((booking) => booking.timeSlot));
    const rates = await this.rates.find({
      // Only lengths the booking form accepts are offered.
      where: { durationMinutes: In([...SAUNA_DURATIONS]) },
      order: { durationMinutes: 'ASC' },
    });
    return {
      date,
      slots: slots.map(({ startTime }) => ({
        time: startTime,
        booked: booked.has(startTime),
        available: !booked.has(startTime) && !slotHasStarted(date, startTime, now),
      })),
      rates: rates.map((rate) => ({ duration: rate.durationMinutes, price: rate.price, currency: rate.currency })),
    };
  }
}
