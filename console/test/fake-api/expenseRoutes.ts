/** The expense calls: list, per-currency summary, create (expenseSchema) and receipt upload. */
import {
  ADMIN_RESOURCES,
  expenseSchema,
  RETREAT_TIME_ZONE,
  sumMoney,
  toFieldErrors,
  errorBody,
  type ExpenseReply,
} from '@lakeside/contracts';
import type { Row } from './adminCrud';
import { readJson, readMultipart, reply } from './http';
import type { Context } from './server';

/** What reached the fake as the multipart `receipt` field. */
export interface ReceivedReceipt {
  expenseId: number;
  fieldName: string;
  fileName: string;
  type: string;
  bytes: Buffer;
}

function summaryOf(rows: Row[], predicate: (row: Row) => boolean) {
  const byCurrency = new Map<string, Row[]>();
  for (const row of rows.filter(predicate))
    byCurrency.set(String(row.currency), [...(byCurrency.get(String(row.currency)) ?? []), row]);
  return [...byCurrency].map(([currency, list]) => ({
    currency,
    total: sumMoney(list.map((row) => String(row.amount))),
    count: list.length,
  }));
}

export async function handleExpenses({ api, request, response, url, staff }: Context): Promise<void> {
  const method = request.method ?? 'GET';
  const { read, write } = ADMIN_RESOURCES.expenses;
  const allowed = (method === 'GET' ? read : write) as readonly string[];
  if (!staff || !allowed.includes(staff.role)) return reply(response, 403, errorBody('common.forbidden'));
  const rows = api.tables.expenses ?? [];
  const path = url.pathname;

  if (method === 'GET' && path === '/api/expenses') {
    return reply(
      response,
      200,
      [...rows].sort((a, b) => String(b.expenseDate).localeCompare(String(a.expenseDate))),
    );
  }
  if (method === 'GET' && path === '/api/expenses/summary') {
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: RETREAT_TIME_ZONE }).format(new Date()).slice(0, 7);
    return reply(response, 200, {
      month,
      monthly: summaryOf(rows, (row) => String(row.expenseDate).startsWith(month)),
      totals: summaryOf(rows, () => true),
      vendorCount: new Set(rows.map((row) => String(row.vendorName).toLowerCase())).size,
    });
  }
  if (method === 'POST' && path === '/api/expenses') {
    const parsed = expenseSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
    }
    const now = new Date().toISOString();
    const expense: ExpenseReply = {
      ...parsed.data,
      id: rows.length + 1,
      vendorId: parsed.data.vendorId ?? null,
      // The general expense account, as the API books an expense without one.
      accountId: parsed.data.accountId ?? 23,
      receiptUrl: parsed.data.receiptUrl ?? null,
      referenceNumber: parsed.data.referenceNumber ?? null,
      taxAmount: parsed.data.taxAmount ?? '0.00',
      notes: parsed.data.notes ?? null,
      createdBy: staff.id,
      createdAt: now,
      updatedAt: now,
    };
    rows.push(expense);
    return reply(response, 201, expense);
  }
  const receiptOf = /^\/api\/expenses\/(\d+)\/receipt$/.exec(path)?.[1];
  if (method === 'POST' && receiptOf) {
    const expense = rows.find((row) => row.id === Number(receiptOf));
    if (!expense) return reply(response, 404, errorBody('common.notFound'));
    const form = await readMultipart(request);
    const file = form.get('receipt');
    if (!(file instanceof File)) {
      return reply(response, 400, {
        message: 'Choose a receipt photo',
        errors: [{ field: 'receipt', message: 'Choose a receipt photo' }],
      });
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    api.receipts.push({
      expenseId: Number(receiptOf),
      fieldName: 'receipt',
      fileName: file.name,
      type: file.type,
      bytes,
    });
    expense.receiptUrl = `/api/expenses/receipts/${api.receipts.length}-${file.name}`;
    return reply(response, 200, expense);
  }
  const receiptName = /^\/api\/expenses\/receipts\/(\d+)-/.exec(path)?.[1];
  if (method === 'GET' && receiptName) {
    const receipt = api.receipts[Number(receiptName) - 1];
    if (!receipt) return reply(response, 404, errorBody('common.notFound'));
    response.writeHead(200, { 'Content-Type': receipt.type });
    response.end(receipt.bytes);
    return;
  }
  return reply(response, 404, { message: `Cannot ${method} ${path}` });
}
