/**
 * The kitchen's rules, pure: a ticket only moves forward (pending → preparing → ready →
 * served; skipping a step is allowed, the bar may hand over a coffee at once), and the order
 * follows its lines:
 *   pending    no line started
 *   confirmed  the kitchen has taken at least one line (confirmedAt)
 *   preparing  every line is being made
 *   ready      every line is ready (readyAt)
 *   served     every line is served (servedAt)
 * Lines only move forward, so the order's status does too, and each timestamp is set once.
 * A cancelled line (its order was cancelled, order-cancellation.service.ts) never moves again.
 */
import type { KitchenStatus, KitchenStep, OrderStatus } from '@lakeside/contracts';

const RANK: Record<KitchenStep, number> = { pending: 0, preparing: 1, ready: 2, served: 3 };

export function isForwardMove(from: KitchenStatus, to: KitchenStep): boolean {
  return from !== 'cancelled' && RANK[to] > RANK[from];
}

export interface TicketTimes {
  startedAt: Date | null;
  completedAt: Date | null;
  /** Whole minutes from startedAt to completedAt. */
  actualTime: number | null;
}

/** The ticket's times once it reaches `status`: started when it leaves pending, completed when ready. */
export function ticketTimesAt(status: KitchenStep, current: TicketTimes, now: Date): TicketTimes {
  const startedAt = RANK[status] >= RANK.preparing ? (current.startedAt ?? now) : current.startedAt;
  const completedAt = RANK[status] >= RANK.ready ? (current.completedAt ?? now) : current.completedAt;
  const actualTime =
    startedAt && completedAt ? Math.round((completedAt.getTime() - startedAt.getTime()) / 60_000) : current.actualTime;
  return { startedAt, completedAt, actualTime };
}

export function orderStatusFromLines(lines: readonly KitchenStatus[]): OrderStatus {
  if (lines.length === 0) return 'pending';
  // Lines are only cancelled together with their order.
  if (lines.includes('cancelled')) return 'cancelled';
  const ranks = lines.map((status) => (status === 'cancelled' ? 0 : RANK[status]));
  const least = Math.min(...ranks);
  if (least >= RANK.served) return 'served';
  if (least >= RANK.ready) return 'ready';
  if (least >= RANK.preparing) return 'preparing';
  return Math.max(...ranks) > RANK.pending ? 'confirmed' : 'pending';
}

export interface OrderTimes {
  confirmedAt: Date | null;
  readyAt: Date | null;
  servedAt: Date | null;
}

const REACHED: Record<keyof OrderTimes, readonly OrderStatus[]> = {
  confirmedAt: ['confirmed', 'preparing', 'ready', 'served'],
  readyAt: ['ready', 'served'],
  servedAt: ['served'],
};

/** Sets each of the order's timestamps the first time its status is reached (a jump sets all it passed). */
export function orderTimesAt(status: OrderStatus, current: OrderTimes, now: Date): OrderTimes {
  const at = (key: keyof OrderTimes) => current[key] ?? (REACHED[key].includes(status) ? now : null);
  return { confirmedAt: at('confirmedAt'), readyAt: at('readyAt'), servedAt: at('servedAt') };
}
