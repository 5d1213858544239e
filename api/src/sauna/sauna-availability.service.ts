import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { SAUNA_DURATIONS, type CalendarDate, type SaunaAvailabilityReply } from '@lakeside/contracts';
import { In, type DataSource, type Repository } from 'typeorm';
import { takenOn } from '../shared-resources/resource-calendar.js';
import { slotHasStarted } from './sauna-clock.js';
import { SaunaRate } from './sauna-rate.entity.js';
import { slotStatus } from './sauna-slot-status.js';
import { SaunaSlot } from './sauna-slot.entity.js';
import { SAUNA_RESOURCE } from './sauna-time-claim.js';

/**
 * One day of the sauna as guests see it. Read fresh on every request (never cached): a guest
 * choosing a slot must see the booking made a second ago. The sauna is one room shared with
 * the communal sauna session, so what holds it comes from both sides (takenOn).
 */
@Injectable()
export class SaunaAvailabilityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(SaunaSlot) private readonly slots: Repository<SaunaSlot>,
    @InjectRepository(SaunaRate) private readonly rates: Repository<SaunaRate>,
  ) {}

  async forDate(date: CalendarDate, now = new Date()): Promise<SaunaAvailabilityReply> {
    const slots = await this.slots.find({
      where: { isActive: true },
      order: { displayOrder: 'ASC', startTime: 'ASC' },
    });
    const taken = await takenOn(this.dataSource.manager, SAUNA_RESOURCE, date);
    const rates = await this.rates.find({
      // Only lengths the booking form accepts are offered.
      where: { durationMinutes: In([...SAUNA_DURATIONS]) },
      order: { durationMinutes: 'ASC' },
    });
    const shortestMinutes = rates[0]?.durationMinutes ?? SAUNA_DURATIONS[0];
    return {
      date,
      slots: slots.map(({ startTime }) =>
        slotStatus({ date, time: startTime, shortestMinutes, taken, started: slotHasStarted(date, startTime, now) }),
      ),
      rates: rates.map((rate) => ({ duration: rate.durationMinutes, price: rate.price, currency: rate.currency })),
    };
  }
}
