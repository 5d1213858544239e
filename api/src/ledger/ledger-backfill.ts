/**
 * Posts the money records that have no journal entry yet: those from before the ledger existed,
 * and dollar payments taken before any dollar rate was set (postEntry waits for a rate). Runs
 * through the scheduler — at boot, then every BACKFILL_EVERY_MS, once across API instances — and
 * is idempotent: each record is posted in its own transaction by the same posting code as the
 * live event, and the unique posting key (sourceType, sourceId, kind) makes a record another run
 * posted meanwhile a no-op.
 */
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { JobScheduler } from '../common/scheduler/job-scheduler.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { Expense } from '../finance/expense.entity.js';
import { JournalEntry } from '../finance/journal-entry.entity.js';
import { BookingPayment } from '../payments/booking-payment.entity.js';
import { RestaurantOrder } from '../restaurant/restaurant-order.entity.js';
import { TillSession } from '../restaurant/till/till-session.entity.js';
import { BOOKING_SOURCE, bookingPaymentKind, postBookingPayment } from './postings/booking-payment-posting.js';
import { postExpense } from './postings/expense-posting.js';
import { postOrderPaid } from './postings/order-posting.js';
import { postTillDifference } from './postings/till-difference-posting.js';

export const BACKFILL_EVERY_MS = 10 * 60_000;

/** Records with no entry of `kind` from `sourceType`: a left join on the posting key. */
function unposted<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  sourceType: string,
  kind: string,
): SelectQueryBuilder<T> {
  return query
    .leftJoin(
      JournalEntry,
      'entry',
      `entry.sourceType = :sourceType AND entry.sourceId = ${alias}.id AND entry.kind = :kind`,
      { sourceType, kind },
    )
    .andWhere('entry.id IS NULL');
}

@Injectable()
export class LedgerBackfill implements OnModuleInit {
  private readonly logger = new Logger('LedgerBackfill');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: JobScheduler,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'ledger-backfill',
      everyMs: BACKFILL_EVERY_MS,
      run: async () => {
        const posted = await this.run();
        if (posted > 0) this.logger.log(`Posted ${posted} money records that had no journal entry`);
      },
    });
  }

  /** Posts every unposted money record; how many entries it wrote. */
  async run(): Promise<number> {
    let posted = 0;
    const post = async (work: (manager: EntityManager) => Promise<unknown>) => {
      // On SQLite every query resolves at once, so a loop of them never lets the event loop serve
      // a request: yield between records, or years of history keep the API deaf until posted.
      await yieldToRequests();
      try {
        const entry = await runWriteTransaction(this.dataSource, work);
        if (entry instanceof JournalEntry) posted += 1;
      } catch (error) {
        // Another instance posted it between our read and our write: nothing to do. Anything
        // else is logged and left for the next run, so one bad record does not hold up the rest.
        if (!isUniqueViolation(error)) this.logger.warn(`A money record was not posted: ${String(error)}`);
      }
    };

    const postedPayments = new Set(
      (
        await this.dataSource.manager.find(JournalEntry, {
          select: { kind: true },
          where: { sourceType: In(Object.values(BOOKING_SOURCE)) },
        })
      ).map((entry) => entry.kind),
    );
    const payments = await this.dataSource.manager.find(BookingPayment, {
      where: { status: 'completed' },
      order: { id: 'ASC' },
    });
    for (const payment of payments.filter((one) => !postedPayments.has(bookingPaymentKind(one)))) {
      const day = retreatToday(payment.kind === 'refund' ? payment.updatedAt : payment.createdAt);
      await post((manager) => postBookingPayment(manager, payment, day));
    }

    const orders = await unposted(
      this.dataSource.getRepository(RestaurantOrder).createQueryBuilder('o').where("o.paymentStatus = 'paid'"),
      'o',
      'restaurant_order',
      'paid',
    ).getMany();
    for (const order of orders) {
      await post((manager) => postOrderPaid(manager, order, retreatToday(order.paidAt ?? order.orderTime)));
    }

    const sessions = await unposted(
      this.dataSource.getRepository(TillSession).createQueryBuilder('s').where('s.closedAt IS NOT NULL'),
      's',
      'till_session',
      'difference',
    ).getMany();
    for (const session of sessions) {
      await post((manager) => postTillDifference(manager, session, retreatToday(session.closedAt ?? session.openedAt)));
    }

    const expenses = await unposted(
      this.dataSource.getRepository(Expense).createQueryBuilder('x').where('1 = 1'),
      'x',
      'expense',
      'recorded',
    ).getMany();
    for (const expense of expenses) await post((manager) => postExpense(manager, expense));
    return posted;
  }
}
