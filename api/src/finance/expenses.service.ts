import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sumMoney, type ExpenseParsed } from '@lakeside/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { Account } from './account.entity.js';
import { EXPENSE_ACCOUNT_CODE } from './chart-of-accounts.js';
import { Expense } from './expense.entity.js';
import { Vendor } from './vendor.entity.js';

const EXPENSE_NOT_FOUND = 'Expense not found';

export interface CurrencyTotal {
  currency: string;
  total: string;
  count: number;
}

/** The Expense Management cards (spec §2): this month and all time, per currency, and vendors. */
export interface ExpenseSummary {
  month: string;
  monthly: CurrencyTotal[];
  totals: CurrencyTotal[];
  vendorCount: number;
}

@Injectable()
export class ExpensesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(): Promise<Expense[]> {
    return this.dataSource.getRepository(Expense).find({ order: { expenseDate: 'DESC', id: 'DESC' } });
  }

  /** Sums in exact cents per currency; `today` is the retreat's date, which decides "this month". */
  async summary(today: string): Promise<ExpenseSummary> {
    const month = today.slice(0, 7);
    const expenses = await this.list();
    const totalsOf = (rows: Expense[]): CurrencyTotal[] =>
      [...new Set(rows.map((row) => row.currency))].sort().map((currency) => {
        const inCurrency = rows.filter((row) => row.currency === currency);
        return { currency, total: sumMoney(inCurrency.map((row) => row.amount)), count: inCurrency.length };
      });
    return {
      month,
      monthly: totalsOf(expenses.filter((row) => row.expenseDate.startsWith(month))),
      totals: totalsOf(expenses),
      vendorCount: new Set(expenses.map((row) => row.vendorName.trim().toLowerCase())).size,
    };
  }

  /**
   * Books an expense. The spec's form always sends accountId 1, so the account comes from the
   * category (chart-of-accounts mapping) unless the client names a real expense account; the
   * vendor is linked when its name matches a known vendor.
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
    if (!expense) throw new NotFoundException(EXPENSE_NOT_FOUND);
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
      if (!expense) throw new NotFoundException(EXPENSE_NOT_FOUND);
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
