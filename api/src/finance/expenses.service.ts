import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  fromCents,
  type Currency,
  type CurrencySumReply,
  type ExpenseParsed,
  type ExpenseSummaryReply,
} from '@lakeside/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { Account } from './account.entity.js';
import { EXPENSE_ACCOUNT_CODE } from './chart-of-accounts.js';
import { Expense } from './expense.entity.js';
import { FinanceError } from './finance-errors.js';
import { Vendor } from './vendor.entity.js';
import { postExpense } from '../ledger/postings/expense-posting.js';

/** '2026-11' → '2026-12-01'; December rolls over to January 1st. */
function firstDayAfter(month: string): string {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
}

@Injectable()
export class ExpensesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(): Promise<Expense[]> {
    return this.dataSource.getRepository(Expense).find({ order: { expenseDate: 'DESC', id: 'DESC' } });
  }

  /**
   * The Expense Management cards (docs/requirements/back-office.md#expenses): this month and all
   * time, per currency, and vendors. Sums in exact cents per currency; `today` is the retreat's
   * date, which decides "this month". Summed by the database: three years are 20,000 rows, too many to read for four figures.
   */
  async summary(today: string): Promise<ExpenseSummaryReply> {
    const month = today.slice(0, 7);
    const [monthly, totals, payees] = await Promise.all([
      this.totals(month),
      this.totals(),
      // Payees as typed; the same name in another case or with spaces counts once (below).
      this.dataSource
        .getRepository(Expense)
        .createQueryBuilder('expense')
        .select('DISTINCT expense.vendorName', 'name')
        .getRawMany<{ name: string }>(),
    ]);
    return {
      month,
      monthly,
      totals,
      vendorCount: new Set(payees.map((row) => row.name.trim().toLowerCase())).size,
    };
  }

  /** Per currency, in `month` ('yyyy-MM') or ever. */
  private async totals(month?: string): Promise<CurrencySumReply[]> {
    const query = this.dataSource
      .getRepository(Expense)
      .createQueryBuilder('expense')
      .select('expense.currency', 'currency')
      .addSelect('COUNT(1)', 'count')
      // Whole cents: SQLite sums DECIMAL as floating point, but a sum of integers stays exact.
      .addSelect('SUM(ROUND(expense.amount * 100))', 'cents')
      .groupBy('expense.currency')
      .orderBy('expense.currency');
    if (month) {
      query.where('expense.expenseDate >= :first AND expense.expenseDate < :next', {
        first: `${month}-01`,
        next: firstDayAfter(month),
      });
    }
    const rows = await query.getRawMany<{ currency: Currency; count: number | string; cents: number | string }>();
    return rows.map((row) => ({
      currency: row.currency,
      total: fromCents(Number(row.cents)),
      count: Number(row.count),
    }));
  }

  /**
   * Books an expense. The Add Expense form keeps the first version's body, accountId always 1
   * (docs/requirements/back-office.md#expenses), so the account comes from the category
   * (chart-of-accounts mapping) unless the client names a real expense account; the vendor is
   * linked when its name matches a known vendor.
   */
  async create(input: ExpenseParsed, staff: AdminUser): Promise<Expense> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const accounts = manager.getRepository(Account);
      const chosen = input.accountId
        ? await accounts.findOneBy({ id: input.accountId, accountType: 'expense', isActive: true })
        : null;
      const account = chosen ?? (await accounts.findOneByOrFail({ accountCode: EXPENSE_ACCOUNT_CODE[input.category] }));
      const vendorId = input.vendorId ?? (await this.vendorIdByName(manager, input.vendorName));
      const expense = manager.getRepository(Expense).create({
        ...input,
        accountId: account.id,
        vendorId,
        taxAmount: input.taxAmount ?? '0.00',
        createdBy: staff.id,
      });
      const saved = await manager.save(expense);
      await postExpense(manager, saved);
      await recordAudit(manager, staff, {
        action: 'create',
        resource: 'expenses',
        recordId: saved.id,
        changes: { after: { ...saved } },
      });
      return saved;
    });
  }

  async get(id: number): Promise<Expense> {
    const expense = await this.dataSource.getRepository(Expense).findOneBy({ id });
    if (!expense) throw new FinanceError('finance.expenseNotFound');
    return expense;
  }

  /** Points the expense at its new receipt; returns the receipt it replaced, if any. */
  async attachReceipt(
    id: number,
    receiptUrl: string,
    staff: AdminUser,
  ): Promise<{ expense: Expense; replaced: string | null }> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const repository = manager.getRepository(Expense);
      const expense = await repository.findOneBy({ id });
      if (!expense) throw new FinanceError('finance.expenseNotFound');
      const before = expense.receiptUrl;
      expense.receiptUrl = receiptUrl;
      const saved = await repository.save(expense);
      await recordAudit(manager, staff, {
        action: 'update',
        resource: 'expenses',
        recordId: id,
        changes: { before: { receiptUrl: before }, after: { receiptUrl } },
      });
      return { expense: saved, replaced: before };
    });
  }

  private async vendorIdByName(manager: EntityManager, name: string): Promise<number | null> {
    const vendor = await manager
      .getRepository(Vendor)
      .createQueryBuilder('vendor')
      .where('LOWER(vendor.vendorName) = LOWER(:name)', { name: name.trim() })
      .getOne();
    return vendor?.id ?? null;
  }
}
