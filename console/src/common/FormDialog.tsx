import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface FormDialogProps {
  open: boolean;
  /** Names the dialog (aria-labelledby). */
  title: string;
  /** The dialog's own id prefix, unique on the page. */
  id: string;
  pending: boolean;
  onClose: () => void;
  /** The submit button's label. */
  submitLabel: string;
  /** Keeps the submit button off while what the form needs has not loaded. */
  submitDisabled?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  /**
   * Wraps the dialog's parts in the form (react-admin's <Form>), so the submit button submits it:
   * `form(parts)` returns the form with `parts` inside.
   */
  form: (parts: ReactNode) => ReactNode;
  children: ReactNode;
}

/**
 * A form in a dialog: full screen on a phone, the fields scroll while the title and the buttons
 * stay in view, Cancel and the submit button (with a spinner while the request runs).
 */
export function FormDialog({
  open,
  title,
  id,
  pending,
  onClose,
  submitLabel,
  submitDisabled = false,
  maxWidth = 'sm',
  form,
  children,
}: FormDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={`${id}-title`}
      // The form sits between the dialog and its parts: it must pass the column layout on.
      sx={{ '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', minHeight: 0 } }}
    >
      {open &&
        form(
          <>
            <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={pending}>
                {translate('common.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={pending || submitDisabled}
                startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {submitLabel}
              </Button>
            </DialogActions>
          </>,
        )}
    </Dialog>
  );
}
