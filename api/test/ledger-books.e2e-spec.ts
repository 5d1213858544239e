/**
 * The bookkeeper's ledger (docs/decisions/0017-ledger.md): a manual entry that does not balance is
 * refused, a balanced one posted; a posted entry is reversed once, never edited; a closed month
 * refuses manual entries and moves money events to the next open day; budgets' actuals follow the
 * ledger; the reports agree with the journal in quetzales and dollars, drill down to the entry
 * and its source, and download as CSV and PDF (read back with pdftotext); the backfill posts what
 * has no entry, once, even run twice at the same time. SQLite and, with DATABASE_URL, MariaDB.
 */
import { execFileSync } from 'node:child_process';
import {
  accountLedgerReply,
  addDays,
  addMoney,
  balanceSheetReply,
  budgetsReportReply,
  incomeStatementReply,
  journalEntryReply,
  ledgerAccountsReply,
  trialBalanceReply,
  type JournalEntryReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { In } from 'typeorm';
import { Budget } from '../src/finance/budget.entity.js';
import { Expense } from '../src/finance/expense.entity.js';
import { JournalEntry } from '../src/finance/journal-entry.entity.js';
import { LedgerBackfill } from '../src/ledger/ledger-backfill.js';
import { PostingRule } from '../src/ledger/posting-rule.entity.js';
import { refusal, type OrRefusal } from './support/expected-errors.js';
import { entriesOf, expectBalanced, ledgerImbalance } from './support/ledger.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { setExchangeRate } from './support/till.js';

let t: TestApp;
let bookkeeper: StaffApiClient;
let accountIds: Map<string, number>;

const today = retreatToday();
const thisMonth = today.slice(0, 7);
const lastMonthDay = addDays(`${thisMonth}-01`, -1);
const lastMonth = lastMonthDay.slice(0, 7);

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  bookkeeper = await signInAs(t, 'manager', 'bookkeeper');
  await setExchangeRate(bookkeeper, '7.80');
  const accounts = await bookkeeper.read('/api/ledger/accounts', ledgerAccountsReply);
  accountIds = new Map(accounts.map((account) => [account.accountCode, account.accountId]));
});
afterAll(async () => t?.close());

const account = (code: string) => accountIds.get(code)!;
const postManual = (body: unknown) =>
  bookkeeper.send<OrRefusal<JournalEntryReply>>('POST', '/api/ledger/entries', body);
const addExpense = (body: Record<string, unknown>) =>
  bookkeeper.send<{ id: number }>('POST', '/api/expenses', {
    vendorName: 'Ferretería El Lago',
    currency: 'Q',
    description: 'Hinges',
    category: 'maintenance',
    paymentMethod: 'cash',
    ...body,
  });

describe('manual entries', () => {
  it('refuses an entry whose debits and credits differ, and writes nothing', async () => {
    const before = await t.dataSource.getRepository(JournalEntry).count();
    const reply = await postManual({
      entryDate: today,
      description: 'Owner puts money in',
      lines: [
        { accountId: account('1010'), debit: '100.00' },
        { accountId: account('3010'), credit: '90.00' },
      ],
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(refusal('ledger.unbalanced', { params: { debits: '100.00', credits: '90.00' } }));
    expect(await t.dataSource.getRepository(JournalEntry).count()).toBe(before);
  });

  it('refuses a single line (the old grid took one 100.00 debit)', async () => {
    const reply = await postManual({
      entryDate: today,
      description: 'One line',
      lines: [{ accountId: account('1010'), debit: '100.00' }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: 'lines', message: 'An entry needs at least two lines' }]);
  });

  it('posts a balanced entry, a dollar line at the day rate, balanced in quetzales', async () => {
    const reply = await postManual({
      entryDate: today,
      description: 'Owner puts money in',
      lines: [
        { accountId: account('1020'), debit: '100.00', currency: 'USD' },
        { accountId: account('3010'), credit: '780.00' },
      ],
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ sourceType: 'manual', totalAmount: '780.00', isBalanced: true });
    expect(reply.body.lines).toEqual([
      expect.objectContaining({
        accountCode: '1020',
        debit: '780.00',
        currency: 'USD',
        currencyAmount: '100.00',
        exchangeRate: '7.8000',
      }),
      expect.objectContaining({ accountCode: '3010', credit: '780.00', currency: 'Q' }),
    ]);
  });
});

describe('reversals', () => {
  it('mirrors a posted entry once; the second reversal is refused', async () => {
    const posted = await postManual({
      entryDate: today,
      description: 'Mistyped deposit',
      lines: [
        { accountId: account('1100'), debit: '250.00' },
        { accountId: account('3010'), credit: '250.00' },
      ],
    });
    const reversal = await bookkeeper.send<JournalEntryReply>('POST', `/api/ledger/entries/${posted.body.id}/reverse`, {
      reason: 'Typed twice',
    });
    expect(reversal.status).toBe(201);
    expect(reversal.body).toMatchObject({
      sourceType: 'journal_entry',
      sourceId: posted.body.id,
      reversesEntryId: posted.body.id,
    });
    expect(reversal.body.lines.map(({ accountCode, debit, credit }) => ({ accountCode, debit, credit }))).toEqual([
      { accountCode: '1100', debit: '0.00', credit: '250.00' },
      { accountCode: '3010', debit: '250.00', credit: '0.00' },
    ]);
    const original = await bookkeeper.read(`/api/ledger/entries/${posted.body.id}`, journalEntryReply);
    expect(original.reversedById).toBe(reversal.body.id);

    const again = await bookkeeper.send('POST', `/api/ledger/entries/${posted.body.id}/reverse`, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal('ledger.alreadyReversed'));
  });

  it('keeps the journal grids read-only', async () => {
    const admin = await signInAs(t, 'admin', 'ledger-admin');
    const write = await admin.send('POST', '/api/admin/journal-entries', {
      entryDate: today,
      description: 'x',
      totalAmount: 1,
    });
    expect(write.status).toBe(405);
  });
});

describe('expenses changed in the grid', () => {
  it('reverse the entry they posted and post again as they now stand; a deleted one is reversed', async () => {
    const { body } = await addExpense({ expenseDate: today, amount: '20.00', taxAmount: '0' });
    const changed = await bookkeeper.send('PUT', `/api/admin/expenses/${body.id}`, { amount: '25.00' });
    expect(changed.status).toBe(200);
    const [recorded, revised] = await entriesOf(t, 'expense', body.id);
    expect(recorded!.kind).toBe('recorded');
    expect(revised).toMatchObject({ kind: 'revised-1', totalAmount: '25.00' });
    const [reversal] = await entriesOf(t, 'journal_entry', recorded!.id);
    expectBalanced(reversal!);
    expect(reversal!.posted.map(({ account, debit, credit }) => ({ account, debit, credit }))).toEqual([
      { account: '5020', debit: '0.00', credit: '20.00' },
      { account: '1010', debit: '20.00', credit: '0.00' },
    ]);

    expect((await bookkeeper.send('DELETE', `/api/admin/expenses/${body.id}`)).status).toBe(200);
    const [undone] = await entriesOf(t, 'journal_entry', revised!.id);
    expect(undone).toMatchObject({ kind: 'reversal', totalAmount: '25.00' });
    // Nothing of the deleted expense is left on its account.
    const lines = await bookkeeper.read(
      `/api/ledger/accounts/${account('5020')}/lines?from=${today}&to=${today}`,
      accountLedgerReply,
    );
    const ofIt = lines.lines.filter((line) =>
      [recorded!.id, revised!.id, reversal!.id, undone!.id].includes(line.entryId),
    );
    expect(ofIt.reduce((cents, line) => cents + Math.round((Number(line.debit) - Number(line.credit)) * 100), 0)).toBe(
      0,
    );
  });
});

describe('closing a month', () => {
  it('closes a finished month once, and not the month still running', async () => {
    expect((await bookkeeper.send('POST', '/api/ledger/periods', { month: lastMonth })).status).toBe(201);
    const twice = await bookkeeper.send('POST', '/api/ledger/periods', { month: lastMonth });
    expect(twice.body).toEqual(refusal('ledger.periodAlreadyClosed', { params: { month: lastMonth } }));
    const running = await bookkeeper.send('POST', '/api/ledger/periods', { month: thisMonth });
    expect(running.status).toBe(409);
    expect(running.body).toEqual(refusal('ledger.periodNotOver', { params: { month: thisMonth } }));
  });

  it('refuses a manual entry into the closed month', async () => {
    const reply = await postManual({
      entryDate: lastMonthDay,
      description: 'Late adjustment',
      lines: [
        { accountId: account('5020'), debit: '10.00' },
        { accountId: account('1010'), credit: '10.00' },
      ],
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual(refusal('ledger.periodClosed', { params: { month: lastMonth } }));
  });

  it('posts a money event dated in the closed month on the first day of the next open one', async () => {
    const { body } = await addExpense({ expenseDate: lastMonthDay, amount: '56.00', taxAmount: '6.00' });
    const [entry] = await entriesOf(t, 'expense', body.id);
    expectBalanced(entry!);
    expect(entry!.entryDate).toBe(`${thisMonth}-01`);
  });
});

describe('budgets against actuals', () => {
  it('derives the actual and the variance from the ledger, on every posting', async () => {
    const created = await bookkeeper.send<{ id: number }>('POST', '/api/admin/budgets', {
      budgetName: 'Repairs',
      budgetYear: Number(today.slice(0, 4)),
      budgetMonth: Number(today.slice(5, 7)),
      accountId: account('5020'),
      budgetedAmount: '500.00',
      actualAmount: '9999.00',
    });
    expect(created.status).toBe(201);
    const budget = () => t.dataSource.getRepository(Budget).findOneByOrFail({ id: created.body.id });
    // The expense posted on the 1st above is already in it; the typed 9999 is not.
    expect(await budget()).toMatchObject({ actualAmount: '50.00', variance: '450.00' });

    await addExpense({ expenseDate: today, amount: '112.00', taxAmount: '12.00' });
    expect(await budget()).toMatchObject({ actualAmount: '150.00', variance: '350.00' });

    const report = await bookkeeper.read(
      `/api/ledger/budgets?year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}`,
      budgetsReportReply,
    );
    const row = report.rows.find((one) => one.budgetId === created.body.id)!;
    const lines = await bookkeeper.read(
      `/api/ledger/accounts/${account('5020')}/lines?from=${thisMonth}-01&to=${today}`,
      accountLedgerReply,
    );
    expect(row).toMatchObject({ budgeted: '500.00', actual: lines.closing, variance: '350.00' });
  });
});

describe('reports', () => {
  it('balance: the trial balance sums to zero, the balance sheet balances, P&L is revenue less expenses', async () => {
    const trial = await bookkeeper.read(
      `/api/ledger/trial-balance?from=${thisMonth}-01&to=${today}`,
      trialBalanceReply,
    );
    expect(trial.totals.debit).toBe(trial.totals.credit);
    expect(trial.totals.balance).toBe('0.00');
    expect(await ledgerImbalance(t)).toBe(0);

    const sheet = await bookkeeper.read(`/api/ledger/balance-sheet?to=${today}`, balanceSheetReply);
    expect(sheet.totalAssets).toBe(sheet.totalLiabilitiesAndEquity);

    const pnl = await bookkeeper.read(
      `/api/ledger/income-statement?from=${thisMonth}-01&to=${today}`,
      incomeStatementReply,
    );
    expect(pnl.expenses.find((row) => row.accountCode === '5020')?.amount).toBe('150.00');
    expect(pnl.netIncome).toBe(((Number(pnl.totalRevenue) * 100 - Number(pnl.totalExpenses) * 100) / 100).toFixed(2));

    const inDollars = await bookkeeper.read(
      `/api/ledger/income-statement?from=${thisMonth}-01&to=${today}&currency=USD&rate=7.5`,
      incomeStatementReply,
    );
    expect(inDollars).toMatchObject({ currency: 'USD', rate: '7.5000' });
    expect(inDollars.expenses.find((row) => row.accountCode === '5020')?.amount).toBe('20.00');
  });

  it('drills down from an account to its entry and the expense behind it', async () => {
    const lines = await bookkeeper.read(
      `/api/ledger/accounts/${account('5020')}/lines?from=${thisMonth}-01&to=${today}`,
      accountLedgerReply,
    );
    const line = lines.lines.find((one) => one.sourceType === 'expense')!;
    const entry = await bookkeeper.read(`/api/ledger/entries/${line.entryId}`, journalEntryReply);
    expect(entry).toMatchObject({ sourceType: 'expense', sourceId: line.sourceId, isBalanced: true });
    // The console's link to the source: the expense's own record.
    const source = await bookkeeper.send<{ amount: string }>('GET', `/api/admin/expenses/${line.sourceId}`);
    expect(source.status).toBe(200);
    expect(source.body.amount).toBe(
      addMoney(line.debit, entry.lines.find((one) => one.accountCode === '1400')?.debit ?? '0'),
    );
  });

  it('downloads the P&L as CSV and as a PDF a reader opens', async () => {
    const csv = await bookkeeper.request(
      'GET',
      `/api/ledger/exports/income-statement?format=csv&from=${thisMonth}-01&to=${today}`,
    );
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Income statement');
    expect(text).toContain('Maintenance & repairs,150.00');

    const pdf = await bookkeeper.request(
      'GET',
      `/api/ledger/exports/income-statement?format=pdf&from=${thisMonth}-01&to=${today}`,
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const read = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: Buffer.from(await pdf.arrayBuffer()),
    }).toString();
    expect(read).toContain('Income statement');
    expect(read).toMatch(/Maintenance & repairs\s+150\.00/);
    const pnl = await bookkeeper.read(
      `/api/ledger/income-statement?from=${thisMonth}-01&to=${today}`,
      incomeStatementReply,
    );
    expect(read).toMatch(new RegExp(`Net income\\s+${pnl.netIncome.replace('.', '\\.')}`));
  });
});

describe('backfill', () => {
  it('posts the records that have no entry, once, also when two runs race', async () => {
    const existing = (await t.dataSource.getRepository(Expense).find()).map((expense) => expense.id);
    const expenses = await t.dataSource
      .getRepository(JournalEntry)
      .find({ where: { sourceType: 'expense', kind: 'recorded', sourceId: In(existing) } });
    expect(expenses.length).toBeGreaterThan(1);
    // As before the ledger: the expenses are there, their entries are not.
    await t.dataSource.getRepository(JournalEntry).delete(expenses.map((entry) => entry.id));
    await t.dataSource.query('UPDATE budgets SET actualAmount = 0, variance = budgetedAmount');

    const backfill = t.app.get(LedgerBackfill);
    const [first, second] = await Promise.all([backfill.run(), backfill.run()]);
    expect(first + second).toBe(expenses.length);
    expect(await backfill.run()).toBe(0);
    const again = await t.dataSource
      .getRepository(JournalEntry)
      .find({ where: { sourceType: 'expense', kind: 'recorded', sourceId: In(existing) } });
    expect(again.map((entry) => entry.sourceId).sort()).toEqual(expenses.map((entry) => entry.sourceId).sort());
    expect(await ledgerImbalance(t)).toBe(0);
  });
});

describe('posting rules', () => {
  it('are data: pointing a rule at another account books the next event there; rules are not added or removed', async () => {
    const admin = await signInAs(t, 'admin', 'rules-admin');
    const rules = await admin.send<{ id: number; ruleKey: string; accountId: number }[]>(
      'GET',
      '/api/admin/posting-rules',
    );
    const credit = rules.body.find((rule) => rule.ruleKey === 'taxes.credit')!;
    expect(credit.accountId).toBe(account('1400'));
    const moved = await admin.send('PUT', `/api/admin/posting-rules/${credit.id}`, { accountId: account('5110') });
    expect(moved.status).toBe(200);

    const { body } = await addExpense({
      expenseDate: today,
      amount: '22.40',
      taxAmount: '2.40',
      category: 'utilities',
    });
    const [entry] = await entriesOf(t, 'expense', body.id);
    expect(entry!.posted.map(({ account: code, debit }) => [code, debit])).toContainEqual(['5110', '2.40']);

    await admin.send('PUT', `/api/admin/posting-rules/${credit.id}`, { accountId: account('1400') });
    // Keys are the posting code's: none is added or removed from the grid.
    const count = () => t.dataSource.getRepository(PostingRule).count();
    const before = await count();
    expect(
      (await admin.send('POST', '/api/admin/posting-rules', { ruleKey: 'bank', accountId: account('1100') })).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await admin.send('DELETE', `/api/admin/posting-rules/${credit.id}`)).status).toBe(405);
    expect(await count()).toBe(before);
    // The posted entry keeps the account it was posted to.
    const [again] = await entriesOf(t, 'expense', body.id);
    expect(again!.posted.map(({ account: code }) => code)).toContain('5110');
  });
});
