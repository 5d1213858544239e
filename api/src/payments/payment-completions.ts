import { Injectable } from '@nestjs/common';

/**
 * Completes the booking a provider order paid for, the way the feature's own capture route
 * does; answers false when the order is not one of this feature's bookings.
 */
export type OrderCompleter = (orderId: string) => Promise<boolean>;

/**
 * Where a provider's notice that an order was paid (Recurrente's webhook) finds the booking it
 * pays for. Each feature that takes online payments (rooms, and sessions) registers its
 * completer at startup; payments/ stays free of the features it serves.
 */
@Injectable()
export class PaymentCompletions {
  private readonly completers: OrderCompleter[] = [];

  register(completer: OrderCompleter): void {
    this.completers.push(completer);
  }

  /** True when a feature owned the order and completed it (or had already). */
  async complete(orderId: string): Promise<boolean> {
    for (const completer of this.completers) {
      if (await completer(orderId)) return true;
    }
    return false;
  }
}
