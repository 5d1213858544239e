import { NOTICES } from '@lakeside/contracts';
import {
  Alert,
  AlertTitle,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Form } from 'react-admin';
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
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
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
    <Dialog
      open={open}
      onClose={pending ? undefined : close}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      // The form sits between the dialog and its parts: it must pass the column layout on,
      // so the fields scroll while the title and the buttons stay in view.
      sx={{ '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', minHeight: 0 } }}
    >
      <Form record={defaults} onSubmit={submit} validate={validateExpense} noValidate>
        <DialogTitle>Add Expense</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              <AlertTitle>{NOTICES.expense.failedTitle}</AlertTitle>
              {failure}
            </Alert>
          )}
          <ExpenseInputs />
          <ReceiptPicker file={receipt} onChange={setReceipt} disabled={pending} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Add Expense
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
