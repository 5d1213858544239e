import { NOTICES } from '@lakeside/contracts';
import { Alert, AlertTitle } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form } from 'react-admin';
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
      title="Add Expense"
      pending={pending}
      onClose={close}
      submitLabel="Add Expense"
      form={(parts) => (
        <Form record={defaults} onSubmit={submit} validate={validateExpense} noValidate>
          {parts}
        </Form>
      )}
    >
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>{NOTICES.expense.failedTitle}</AlertTitle>
          {failure}
        </Alert>
      )}
      <ExpenseInputs />
      <ReceiptPicker file={receipt} onChange={setReceipt} disabled={pending} />
    </FormDialog>
  );
}
