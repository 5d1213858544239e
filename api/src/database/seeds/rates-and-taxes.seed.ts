/**
 * The retreat's seasons and taxes. Each room gets the dry (November–April) and green
 * (May–October) seasons from the one holding `today` through the next two years, all at the
 * room's own rate and the usual minimum stay, so prices stay what they were until staff set a
 * season's rate. A later run adds the seasons that have come into reach; a season is left out
 * for a room that already has a period on any of its nights (staff's own, or one edited).
 * Taxes: IVA 12% included in every price (lodging, food and drink, events, wellness), and the
 * 10% tourism tax on lodging as an option, switched off.
 */
import { STAY_LIMITS, type TaxCategory } from '@lakeside/contracts';
import { LessThanOrEqual, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { RoomRatePeriod } from '../../rooms/room-rate-period.entity.js';
import { Room } from '../../rooms/room.entity.js';
import { TaxRule } from '../../taxes/tax-rule.entity.js';

interface Season {
  name: string;
  firstNight: string;
  lastNight: string;
}

const SEASONS_AHEAD = 4;

const TAX_RULES: Pick<TaxRule, 'name' | 'rate' | 'appliesTo' | 'included' | 'isActive' | 'displayOrder'>[] = [
  {
    name: 'IVA',
    rate: '12.00',
    appliesTo: 'lodging' satisfies TaxCategory,
    included: true,
    isActive: true,
    displayOrder: 0,
  },
  {
    name: 'Tourism tax (INGUAT)',
    rate: '10.00',
    appliesTo: 'lodging',
    included: false,
    isActive: false,
    displayOrder: 1,
  },
  { name: 'IVA', rate: '12.00', appliesTo: 'food_drink', included: true, isActive: true, displayOrder: 0 },
  { name: 'IVA', rate: '12.00', appliesTo: 'events', included: true, isActive: true, displayOrder: 0 },
  { name: 'IVA', rate: '12.00', appliesTo: 'wellness', included: true, isActive: true, displayOrder: 0 },
];

/** The season holding `today` ('yyyy-MM-dd') and the next ones, oldest first. */
export function seasonsFrom(today: string, ahead = SEASONS_AHEAD): Season[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // A season is named by the year its first night is in: dry starts in November, green in May.
  let start = month >= 11 ? { dry: true, year } : month <= 4 ? { dry: true, year: year - 1 } : { dry: false, year };
  const seasons: Season[] = [];
  for (let index = 0; index <= ahead; index += 1) {
    seasons.push(
      start.dry
        ? {
            name: `Dry season ${start.year}–${String(start.year + 1).slice(2)}`,
            firstNight: `${start.year}-11-01`,
            lastNight: `${start.year + 1}-04-30`,
          }
        : { name: `Green season ${start.year}`, firstNight: `${start.year}-05-01`, lastNight: `${start.year}-10-31` },
    );
    start = start.dry ? { dry: false, year: start.year + 1 } : { dry: true, year: start.year };
  }
  return seasons;
}

export async function seedRatesAndTaxes(manager: EntityManager, context: { today: string }): Promise<void> {
  const rooms = await manager.find(Room);
  for (const room of rooms) {
    for (const season of seasonsFrom(context.today)) {
      const taken = await manager.existsBy(RoomRatePeriod, {
        roomId: room.id,
        firstNight: LessThanOrEqual(season.lastNight),
        lastNight: MoreThanOrEqual(season.firstNight),
      });
      if (taken) continue;
      await manager.insert(RoomRatePeriod, {
        ...season,
        roomId: room.id,
        nightlyRate: room.pricePerNight,
        weekendRate: null,
        minNights: STAY_LIMITS.minNights,
      });
    }
  }
  for (const rule of TAX_RULES) {
    if (!(await manager.existsBy(TaxRule, { name: rule.name, appliesTo: rule.appliesTo }))) {
      await manager.insert(TaxRule, rule);
    }
  }
}
