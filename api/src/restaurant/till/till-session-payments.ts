/**
 * How a payment joins the till's open session, and how a session's payments are read back.
 * Both run inside the caller's transaction.
 */
import { RESTAURANT_TILL, type SessionPayment } from '@lakeside/contracts';
import { IsNull, Not, type EntityManager } from 'typeorm';
import { RestaurantOrder } from '../restaurant-order.entity.js';
import { TillError } from './till-errors.js';
import { TillSession } from './till-session.entity.js';

/**
 * The open session of `till`, its payment count raised by one conditional UPDATE (… WHERE
 * openTill IS NOT NULL). That UPDATE takes the session row's lock: a close running at the same
 * time either commits first, and the payment finds no open session (409 till.notOpen), or
 * waits for the payment, and then counts it.
 */
export async function joinOpenSession(manager: EntityManager, till: string = RESTAURANT_TILL): Promise<TillSession> {
  const session = await manager.findOneBy(TillSession, { openTill: till });
  if (!session) throw new TillError('till.notOpen');
  const joined = await manager.increment(TillSession, { id: session.id, openTill: Not(IsNull()) }, 'paymentCount', 1);
  if (!joined.affected) throw new TillError('till.notOpen');
  return session;
}

/** The orders paid in a session, oldest payment first. */
export async function paymentsOf(manager: EntityManager, sessionId: number): Promise<SessionPayment[]> {
  const rows = await manager.find(RestaurantOrder, {
    where: { tillSessionId: sessionId, paymentStatus: 'paid' },
    order: { paidAt: 'ASC', id: 'ASC' },
  });
  // Every row the till paid has its method; the filter only narrows the type.
  return rows.flatMap(({ paymentMethod, ...row }) =>
    paymentMethod
      ? [
          {
            paymentMethod,
            totalAmount: row.totalAmount,
            tendered: row.tendered ?? '0.00',
            changeGiven: row.changeGiven ?? '0.00',
            tipAmount: row.tipAmount ?? '0.00',
            exchangeRate: row.exchangeRate,
          },
        ]
      : [],
  );
}
