import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { pointsEarned, redeem, tierFor, type LoyaltySettings, type RedemptionResult } from '@lakeside/contracts';
import { insertRows } from '../restaurant/insert-rows.js';
import type { RestaurantOrder } from '../restaurant/restaurant-order.entity.js';
import { latestRows } from '../shared-resources/lock-shared-resource.js';
import { LoyaltyError } from './loyalty-errors.js';
import { LoyaltyMember } from './loyalty-member.entity.js';
import { LoyaltySettingsService, rulesOf } from './loyalty-settings.service.js';
import { LoyaltyTransaction } from './loyalty-transaction.entity.js';

/** What a payment asks of the programme: the member it is for, and points to take off. */
export interface LoyaltyPaymentRequest {
  loyaltyMemberId: number | null;
  redeemPoints: number;
}

/** A payment's loyalty side, worked out before the money is settled. */
export interface LoyaltyQuote {
  memberId: number | null;
  points: number;
  /** Quetzales the points take off the order. */
  discount: string;
  /** The order's total after the discount: what settle() charges (tip aside). */
  amountDue: string;
  settings: LoyaltySettings | null;
}

/**
 * The till's side of the programme, inside the payment's transaction (TillService.take):
 * `quote` checks the member and prices the redemption before the money is settled; `settle`
 * records the redemption and the points earned once the order is marked paid. The member's
 * totals move by one conditional UPDATE (… WHERE totalPoints >= redeemed), so two orders of the
 * same member paid at once never spend the same points twice nor lose an award, and the unique
 * key (orderId, transactionType) means a replayed payment cannot earn again.
 */
@Injectable()
export class LoyaltyTill {
  constructor(private readonly settings: LoyaltySettingsService) {}

  async quote(manager: EntityManager, order: RestaurantOrder, request: LoyaltyPaymentRequest): Promise<LoyaltyQuote> {
    const none = { memberId: null, points: 0, discount: '0.00', amountDue: order.totalAmount, settings: null };
    if (request.loyaltyMemberId === null) return none;
    // Rules first, then the member (the order a change of the rules locks them in), each as
    // committed now rather than as the transaction's first read saw them (latestRows).
    const settings = rulesOf(await this.settings.current(manager, true));
    const member = await manager.findOne(LoyaltyMember, {
      where: { id: request.loyaltyMemberId },
      ...latestRows(manager),
    });
    if (!member) throw new LoyaltyError('loyalty.memberNotFound');
    if (!member.isActive) throw new LoyaltyError('loyalty.memberInactive');
    const result = redeem(order.totalAmount, request.redeemPoints, member.totalPoints, settings);
    if (!result.ok) throw refusal(result, request.redeemPoints);
    return {
      memberId: member.id,
      points: result.points,
      discount: result.discount,
      amountDue: result.amountDue,
      settings,
    };
  }

  /** The order's columns the payment's UPDATE writes: the member, the discount, the total after it. */
  orderColumns(quote: LoyaltyQuote): Partial<RestaurantOrder> {
    if (quote.memberId === null) return {};
    return { loyaltyMemberId: quote.memberId, discountAmount: quote.discount, totalAmount: quote.amountDue };
  }

  /** Records the paid order's redemption and earnings and moves the member's totals; call after the order is paid. */
  async settle(manager: EntityManager, order: RestaurantOrder, quote: LoyaltyQuote, now: Date): Promise<void> {
    if (quote.memberId === null || !quote.settings) return;
    const earned = pointsEarned(quote.amountDue, quote.settings);
    const moved = await manager
      .createQueryBuilder()
      .update(LoyaltyMember)
      .set({
        totalPoints: () => 'totalPoints + :change',
        totalSpent: () => 'ROUND(totalSpent + :spent, 2)',
        totalVisits: () => 'totalVisits + 1',
        lastVisit: now,
      })
      .where('id = :id AND isActive = :active AND totalPoints >= :redeemed')
      .setParameters({ id: quote.memberId, change: earned - quote.points, spent: quote.amountDue })
      .setParameters({ active: true, redeemed: quote.points })
      .execute();
    if (!moved.affected) {
      // A payment of another order spent the points since the quote (or the card was switched off).
      const member = await manager.findOneByOrFail(LoyaltyMember, { id: quote.memberId });
      if (!member.isActive) throw new LoyaltyError('loyalty.memberInactive');
      throw refusal({ ok: false, reason: 'notEnoughPoints', balance: member.totalPoints }, quote.points);
    }
    const entries = [
      { type: 'redeem' as const, points: -quote.points, description: `Redeemed for Q${quote.discount} off` },
      { type: 'earn' as const, points: earned, description: `Earned on Q${quote.amountDue} paid` },
    ].filter((entry) => entry.points !== 0);
    if (entries.length > 0) {
      await insertRows(
        manager,
        LoyaltyTransaction,
        entries.map((entry) => ({
          loyaltyId: quote.memberId!,
          orderId: order.id,
          transactionType: entry.type,
          pointsChanged: entry.points,
          description: `${entry.description} (order ${order.orderNumber})`,
        })),
      );
    }
    const member = await manager.findOneByOrFail(LoyaltyMember, { id: quote.memberId });
    const tier = tierFor(member.totalSpent, quote.settings.tierThresholds);
    if (tier !== member.membershipTier)
      await manager.update(LoyaltyMember, { id: member.id }, { membershipTier: tier });
  }
}

function refusal(result: Exclude<RedemptionResult, { ok: true }>, requested: number): LoyaltyError {
  switch (result.reason) {
    case 'belowMinimum':
      return new LoyaltyError('loyalty.belowMinimum', { params: { minimum: result.minimum } });
    case 'notEnoughPoints':
      return new LoyaltyError('loyalty.notEnoughPoints', { params: { balance: result.balance, requested } });
    case 'exceedsTotal':
      return new LoyaltyError('loyalty.redeemExceedsTotal', { params: { worth: result.worth, total: result.total } });
  }
}
