import { Alert, AlertTitle } from '@mui/material';
import { useMemo, useState } from 'react';
import type { Language } from '@lakeside/contracts';
import { Form, useLocale, useTranslate } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { ExpenseInputs } from './ExpenseInputs';
import { newExpenseDefaults, validateExpense } from './expenseForm';
import { ReceiptPicker } from './ReceiptPicker';
import { useAddExpense } from './useAddExpense';

interface AddExpenseDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Add Expense dialog (docs/requirements/back-office.md#expenses); full screen on a phone, for receipt photos. */
export function AddExpenseDialog({ open, onClose }: AddExpenseDialogProps) {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const addExpense = useAddExpense();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A new object on every render would make react-admin reset the form while it is filled in.
  const defaults = useMemo(() => (open ? newExpenseDefaults() : {}), [open]);

  function close() {
    setReceipt(null);
    setFailure(null);
    onClose();
  }

  async function submit(values: Record<string, unknown>) {
    setPending(true);
    setFailure(null);
    const result = await addExpense(values, receipt).finally(() => setPending(false));
    if (result.added) return close();
    setFailure(result.message);
    return result.fieldErrors;
  }

  return (
    <FormDialog
      open={open}
      id="add-expense"
      title={translate('expenses.add')}
      pending={pending}
      onClose={close}
      submitLabel={translate('expenses.add')}
      form={(parts) => (
        <Form record={defaults} onSubmit={submit} validate={(values) => validateExpense(values, locale)} noValidate>
          {parts}
        </Form>
      )}
    >
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>{translate('expenses.form.failedTitle')}</AlertTitle>
          {failure}
        </Alert>
      )}
      <ExpenseInputs />
      <ReceiptPicker file={receipt} onChange={setReceipt} disabled={pending} />
    </FormDialog>
  );
}
