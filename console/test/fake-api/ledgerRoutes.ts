/**
 * The ledger part of the fake API, as api/src/ledger answers: a small journal (a room stay paid
 * through PayPal, a restaurant order paid in cash, an expense with IVA), reports summed from it
 * in quetzales (dollars at the stated rate, the contracts' ledgerDollars), the drill-down, manual
 * entries checked with the contracts' schema and balance (ledgerQuetzales, ledgerImbalanceCents),
 * reversals once, and month close.
 */
import {
  closePeriodSchema,
  errorBody,
  fromCents,
  LEDGER_ROLES,
  ledgerDollars,
  ledgerImbalanceCents,
  ledgerQuetzales,
  manualEntrySchema,
  reverseEntrySchema,
  toCents,
  toFieldErrors,
  type AccountType,
  type JournalEntryReply,
  type LedgerPeriodReply,
  type StaffRole,
  type StatementRowReply,
} from '@lakeside/contracts';
import { readJson, reply } from './http';
import type { Context, FakeApi } from './server';

interface FakeAccount {
  accountId: number;
  accountCode: string;
  accountName: string;
  accountType: AccountType;
  isActive: boolean;
}

const ACCOUNTS: FakeAccount[] = (
  [
    ['1010', 'Cash on hand (GTQ)', 'asset'],
    ['1020', 'Cash on hand (USD)', 'asset'],
    ['1150', 'PayPal clearing', 'asset'],
    ['1400', 'IVA credit', 'asset'],
    ['2100', 'IVA payable', 'liability'],
    ['3010', "Owner's capital", 'equity'],
    ['4010', 'Room revenue', 'revenue'],
    ['4100', 'Restaurant food', 'revenue'],
    ['5020', 'Maintenance & repairs', 'expense'],
  ] as const
).map(([accountCode, accountName, accountType], index) => ({
  accountId: index + 1,
  accountCode,
  accountName,
  accountType,
  isActive: true,
}));

const accountByCode = (code: string) => ACCOUNTS.find((account) => account.accountCode === code)!;
const today = () => new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);

interface FakeLedger {
  entries: JournalEntryReply[];
  periods: LedgerPeriodReply[];
}

const stores = new WeakMap<FakeApi, FakeLedger>();

type LineSeed = [code: string, debit: string, credit: string, currency?: 'USD', currencyAmount?: string];

function entry(id: number, fields: Partial<JournalEntryReply>, lines: LineSeed[]): JournalEntryReply {
  return {
    id,
    entryDate: `${today().slice(0, 7)}-01`,
    description: '',
    referenceNumber: null,
    sourceType: null,
    sourceId: null,
    kind: null,
    totalAmount: fromCents(lines.reduce((sum, [, debit]) => sum + toCents(debit), 0)),
    isBalanced: true,
    reversesEntryId: null,
    reversedById: null,
    createdAt: new Date().toISOString(),
    ...fields,
    lines: lines.map(([code, debit, credit, currency, currencyAmount], index) => {
      const account = accountByCode(code);
      return {
        id: id * 10 + index,
        accountId: account.accountId,
        accountCode: account.accountCode,
        accountName: account.accountName,
        accountType: account.accountType,
        debit,
        credit,
        currency: currency ?? 'Q',
        currencyAmount: currencyAmount ?? (debit === '0.00' ? credit : debit),
        exchangeRate: currency ? '7.7500' : null,
        description: null,
      };
    }),
  };
}

export function ledgerOf(api: FakeApi): FakeLedger {
  let store = stores.get(api);
  if (!store) {
    store = {
      entries: [
        entry(
          1,
          {
            description: 'Payment captured: R-4K7M-Q2XP (room)',
            referenceNumber: 'R-4K7M-Q2XP',
            sourceType: 'room_booking',
            sourceId: 1,
            kind: 'capture-1',
          },
          [
            ['1150', '1007.50', '0.00', 'USD', '130.00'],
            ['4010', '0.00', '899.55', 'USD', '116.07'],
            ['2100', '0.00', '107.95', 'USD', '13.93'],
          ],
        ),
        entry(
          2,
          {
            description: 'Restaurant order 0007 paid (cash_gtq)',
            sourceType: 'restaurant_order',
            sourceId: 7,
            kind: 'paid',
          },
          [
            ['1010', '95.00', '0.00'],
            ['4100', '0.00', '84.82'],
            ['2100', '0.00', '10.18'],
          ],
        ),
        entry(
          3,
          { description: 'Expense: Ferretería El Lago — Hinges', sourceType: 'expense', sourceId: 3, kind: 'recorded' },
          [
            ['5020', '100.00', '0.00'],
            ['1400', '12.00', '0.00'],
            ['1010', '0.00', '112.00'],
          ],
        ),
      ],
      periods: [],
    };
    stores.set(api, store);
  }
  return store;
}

/** Debits and credits per account of the entries from `from` to `to`. */
function totals(ledger: FakeLedger, from: string, to: string) {
  const sums = new Map<number, { debit: number; credit: number }>();
  for (const one of ledger.entries.filter((item) => item.entryDate >= from && item.entryDate <= to)) {
    for (const line of one.lines) {
      const sum = sums.get(line.accountId) ?? { debit: 0, credit: 0 };
      sum.debit += toCents(line.debit);
      sum.credit += toCents(line.credit);
      sums.set(line.accountId, sum);
    }
  }
  return ACCOUNTS.filter((account) => sums.has(account.accountId)).map((account) => ({
    ...account,
    ...sums.get(account.accountId)!,
  }));
}

const natural = (row: { accountType: AccountType; debit: number; credit: number }) =>
  row.accountType === 'asset' || row.accountType === 'expense' ? row.debit - row.credit : row.credit - row.debit;

export async function handleLedger({ api, request, response, url, staff }: Context): Promise<void> {
  if (!staff || !(LEDGER_ROLES as readonly StaffRole[]).includes(staff.role))
    return reply(response, 403, errorBody('common.forbidden'));
  const ledger = ledgerOf(api);
  const path = url.pathname.replace('/api/ledger', '');
  const method = request.method ?? 'GET';
  const to = url.searchParams.get('to') ?? today();
  const from = url.searchParams.get('from') ?? `${to.slice(0, 7)}-01`;
  const currency = url.searchParams.get('currency') === 'USD' ? 'USD' : 'Q';
  const rate = currency === 'USD' ? Number(url.searchParams.get('rate') ?? '7.75').toFixed(4) : null;
  const money = (cents: number) => (rate ? ledgerDollars(fromCents(cents), rate) : fromCents(cents));
  const rows = (type: AccountType, span = totals(ledger, from, to)): StatementRowReply[] =>
    span
      .filter((row) => row.accountType === type && natural(row) !== 0)
      .map(({ accountId, accountCode, accountName, accountType, ...row }) => ({
        accountId,
        accountCode,
        accountName,
        accountType,
        amount: money(natural({ accountType, ...row })),
      }));
  const sum = (list: readonly StatementRowReply[]) =>
    fromCents(list.reduce((cents, row) => cents + toCents(row.amount), 0));

  if (method === 'GET' && path === '/accounts') return reply(response, 200, ACCOUNTS);
  if (method === 'GET' && path === '/income-statement') {
    const revenue = rows('revenue');
    const expenses = rows('expense');
    return reply(response, 200, {
      from,
      to,
      currency,
      rate,
      revenue,
      expenses,
      totalRevenue: sum(revenue),
      totalExpenses: sum(expenses),
      netIncome: fromCents(toCents(sum(revenue)) - toCents(sum(expenses))),
    });
  }
  if (method === 'GET' && path === '/trial-balance') {
    const list = totals(ledger, from, to).map(({ debit, credit, isActive: _active, ...account }) => ({
      ...account,
      debit: money(debit),
      credit: money(credit),
      balance: money(debit - credit),
    }));
    const debit = fromCents(list.reduce((cents, row) => cents + toCents(row.debit), 0));
    const credit = fromCents(list.reduce((cents, row) => cents + toCents(row.credit), 0));
    return reply(response, 200, {
      from,
      to,
      currency,
      rate,
      rows: list,
      totals: { debit, credit, balance: fromCents(toCents(debit) - toCents(credit)) },
    });
  }
  if (method === 'GET' && path === '/balance-sheet') {
    const all = totals(ledger, '2000-01-01', to);
    const [assets, liabilities, equity] = [rows('asset', all), rows('liability', all), rows('equity', all)];
    const earnings = toCents(sum(rows('revenue', all))) - toCents(sum(rows('expense', all)));
    return reply(response, 200, {
      asOf: to,
      currency,
      rate,
      assets,
      liabilities,
      equity,
      earnings: fromCents(earnings),
      totalAssets: sum(assets),
      totalLiabilitiesAndEquity: fromCents(toCents(sum(liabilities)) + toCents(sum(equity)) + earnings),
    });
  }
  if (method === 'GET' && path === '/budgets') {
    const year = Number(url.searchParams.get('year'));
    const month = Number(url.searchParams.get('month')) || null;
    const repairs = accountByCode('5020');
    const actual = natural(
      totals(ledger, `${today().slice(0, 7)}-01`, today()).find((row) => row.accountId === repairs.accountId) ?? {
        accountType: 'expense',
        debit: 0,
        credit: 0,
      },
    );
    const row = {
      budgetId: 1,
      budgetName: 'Repairs',
      ...repairs,
      budgetYear: year,
      budgetMonth: month,
      budgeted: money(50_000),
      actual: money(actual),
      variance: money(50_000 - actual),
    };
    const { isActive: _active, ...budget } = row;
    return reply(response, 200, {
      year,
      month,
      currency,
      rate,
      rows: [budget],
      totals: { budgeted: budget.budgeted, actual: budget.actual, variance: budget.variance },
    });
  }
  const lines = /^\/accounts\/(\d+)\/lines$/.exec(path);
  if (method === 'GET' && lines) {
    const account = ACCOUNTS.find((one) => one.accountId === Number(lines[1]));
    if (!account) return reply(response, 404, errorBody('common.notFound'));
    let balance = 0;
    const list = ledger.entries
      .filter((one) => one.entryDate >= from && one.entryDate <= to)
      .flatMap((one) =>
        one.lines
          .filter((line) => line.accountId === account.accountId)
          .map((line) => {
            balance += toCents(line.debit) - toCents(line.credit);
            const { id, entryDate, description, referenceNumber, sourceType, sourceId, kind } = one;
            return {
              entryId: id,
              entryDate,
              description,
              referenceNumber,
              sourceType,
              sourceId,
              kind,
              debit: line.debit,
              credit: line.credit,
              balance: fromCents(balance),
            };
          }),
      );
    const { isActive: _active, ...head } = account;
    return reply(response, 200, { from, to, account: head, opening: '0.00', lines: list, closing: fromCents(balance) });
  }
  const one = /^\/entries\/(\d+)$/.exec(path);
  if (method === 'GET' && one) {
    const found = ledger.entries.find((item) => item.id === Number(one[1]));
    return found ? reply(response, 200, found) : reply(response, 404, errorBody('ledger.entryNotFound'));
  }
  if (method === 'POST' && path === '/entries') return postManual(ledger, await readJson(request), response);
  const reverse = /^\/entries\/(\d+)\/reverse$/.exec(path);
  if (method === 'POST' && reverse) {
    const parsed = reverseEntrySchema.safeParse(await readJson(request));
    if (!parsed.success)
      return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
    const original = ledger.entries.find((item) => item.id === Number(reverse[1]));
    if (!original) return reply(response, 404, errorBody('ledger.entryNotFound'));
    if (original.reversedById !== null) return reply(response, 409, errorBody('ledger.alreadyReversed'));
    const mirror: JournalEntryReply = {
      ...original,
      id: ledger.entries.length + 1,
      entryDate: today(),
      description: `Reversal of entry ${original.id}: ${parsed.data.reason}`,
      sourceType: 'journal_entry',
      sourceId: original.id,
      kind: 'reversal',
      reversesEntryId: original.id,
      lines: original.lines.map((line) => ({ ...line, id: line.id + 1000, debit: line.credit, credit: line.debit })),
    };
    original.reversedById = mirror.id;
    ledger.entries.push(mirror);
    return reply(response, 201, mirror);
  }
  if (method === 'GET' && path === '/periods') return reply(response, 200, ledger.periods);
  if (method === 'POST' && path === '/periods') {
    const parsed = closePeriodSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
    const { month } = parsed.data;
    if (month >= today().slice(0, 7))
      return reply(response, 409, errorBody('ledger.periodNotOver', { params: { month } }));
    if (ledger.periods.some((period) => period.month === month)) {
      return reply(response, 409, errorBody('ledger.periodAlreadyClosed', { params: { month } }));
    }
    const period = { month, closedAt: new Date().toISOString(), closedByName: staff.username };
    ledger.periods.unshift(period);
    return reply(response, 201, period);
  }
  const exported = /^\/exports\/([\w-]+)$/.exec(path);
  if (method === 'GET' && exported) {
    const format = url.searchParams.get('format');
    return format === 'pdf'
      ? reply(response, 200, undefined, { 'Content-Type': 'application/pdf' })
      : reply(response, 200, undefined, { 'Content-Type': 'text/csv; charset=utf-8' });
  }
  return reply(response, 404, { message: `Cannot ${method} ${url.pathname}` });
}

function postManual(ledger: FakeLedger, body: Record<string, unknown>, response: Context['response']) {
  const parsed = manualEntrySchema.safeParse(body);
  if (!parsed.success)
    return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
  const valued = parsed.data.lines.map((line) => {
    const side = line.debit && line.debit !== '0.00' ? 'debit' : 'credit';
    const amount = (side === 'debit' ? line.debit : line.credit) ?? '0.00';
    const quetzales = ledgerQuetzales(amount, line.currency, line.currency === 'USD' ? '7.7500' : null);
    return {
      line,
      amount,
      debit: side === 'debit' ? quetzales : '0.00',
      credit: side === 'credit' ? quetzales : '0.00',
    };
  });
  if (ledgerImbalanceCents(valued) !== 0) {
    const debits = fromCents(valued.reduce((cents, line) => cents + toCents(line.debit), 0));
    const credits = fromCents(valued.reduce((cents, line) => cents + toCents(line.credit), 0));
    return reply(response, 400, errorBody('ledger.unbalanced', { params: { debits, credits } }));
  }
  const id = ledger.entries.length + 1;
  const posted = entry(
    id,
    { entryDate: parsed.data.entryDate, description: parsed.data.description, sourceType: 'manual', kind: 'manual' },
    valued.map(({ line, amount, debit, credit }) => [
      ACCOUNTS.find((account) => account.accountId === line.accountId)?.accountCode ?? '1010',
      debit,
      credit,
      ...(line.currency === 'USD' ? (['USD', amount] as const) : []),
    ]) as LineSeed[],
  );
  ledger.entries.push(posted);
  return reply(response, 201, posted);
}
