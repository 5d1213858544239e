import { Button, CircularProgress } from '@mui/material';

/**
 * The two buttons of a dialog's second step (taking a payment, confirming a cancellation):
 * back to the details, or do it — with a spinner while the request runs.
 */
export function StepActions({
  back,
  onBack,
  confirm,
  onConfirm,
  pending,
  disabled = false,
  danger = false,
}: {
  back: string;
  onBack: () => void;
  confirm: string;
  onConfirm: () => void;
  pending: boolean;
  /** Besides while pending: the step is not filled in yet. */
  disabled?: boolean;
  /** A red confirm button, for what cannot be undone. */
  danger?: boolean;
}) {
  return (
    <>
      <Button onClick={onBack} disabled={pending}>
        {back}
      </Button>
      <Button
        color={danger ? 'error' : 'primary'}
        variant="contained"
        onClick={onConfirm}
        disabled={pending || disabled}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {confirm}
      </Button>
    </>
  );
}
