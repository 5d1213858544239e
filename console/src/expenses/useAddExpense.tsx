import { expenseReply, type ExpenseReply } from '@lakeside/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Notice } from '../common/Notice';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { staffQueryKey } from '../providers/useStaffQuery';
import { EXPENSE_SUMMARY_PATH, EXPENSES_PATH } from './expenseQueries';
import { toExpensePayload } from './expenseForm';

/** What the dialog needs back: done, or why not and the fields to mark. */
export type AddExpenseResult =
  { added: true } | { added: false; message: string; fieldErrors?: Record<string, unknown> };

/** The server's own message when it gave one, before the fallback text (docs/requirements/validation-messages.md). */
function serverMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message && !/^(HTTP Error|Failed to fetch)/.test(error.message)
    ? error.message
    : undefined;
}

/**
 * Records an expense, then uploads its receipt to it. Two calls because the receipt
 * belongs to an expense id; if the upload fails the expense still stands (submitting again
 * would duplicate it), and the notice says the receipt must be added again.
 */
export function useAddExpense() {
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();

  return async (values: Record<string, unknown>, receipt: File | null): Promise<AddExpenseResult> => {
    let expense: ExpenseReply;
    try {
      expense = await dataProvider.postJson(EXPENSES_PATH, toExpensePayload(values), expenseReply);
    } catch (error) {
      // Said inside the dialog, not in a toast: an open dialog hides the rest of the page
      // from screen readers, and the person is still looking at the form.
      const fieldErrors =
        error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | null)?.errors : undefined;
      return { added: false, message: serverMessage(error) ?? translate('expenses.form.failed'), fieldErrors };
    }

    let receiptFailure: string | undefined;
    if (receipt) {
      try {
        await dataProvider.postFile(`${EXPENSES_PATH}/${expense.id}/receipt`, 'receipt', receipt, expenseReply);
      } catch (error) {
        receiptFailure = serverMessage(error) ?? translate('expenses.form.receiptFailed');
      }
    }

    // Expense Management's list and summary cards, and react-admin's own expenses grid if it was opened.
    await Promise.all([
      ...[EXPENSES_PATH, EXPENSE_SUMMARY_PATH].map((path) =>
        queryClient.invalidateQueries({ queryKey: staffQueryKey(path) }),
      ),
      queryClient.invalidateQueries({ queryKey: ['expenses'] }),
    ]);
    const addedTitle = translate('expenses.form.addedTitle');
    const added = translate('expenses.form.added');
    notify(
      receiptFailure ? (
        <Notice
          severity="warning"
          title={addedTitle}
          text={`${added} ${translate('expenses.form.receiptNotSaved', { reason: receiptFailure })}`}
        />
      ) : (
        <Notice severity="success" title={addedTitle} text={added} />
      ),
    );
    return { added: true };
  };
}
