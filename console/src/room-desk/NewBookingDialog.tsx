import {
  Alert,
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
import { failureOf } from '../common/QueryState';
import { useRooms } from '../dashboard/dashboardQueries';
import { DeskBookingInputs } from './DeskBookingInputs';
import { newDeskBookingDefaults, validateDeskBooking } from './deskBookingForm';
import { useBookAtDesk } from './useBookAtDesk';

interface NewBookingDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A walk-in or phone guest's booking, taken at the desk without a payment step. Full screen
 * on a phone. Server errors go on their fields; a taken night is said above the form.
 */
export function NewBookingDialog({ open, onClose }: NewBookingDialogProps) {
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const rooms = useRooms();
  const bookAtDesk = useBookAtDesk();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A new object on every render would make react-admin reset the form while it is filled in.
  const defaults = useMemo(() => (open ? newDeskBookingDefaults(rooms.data?.[0]?.id) : {}), [open, rooms.data]);

  function close() {
    setFailure(null);
    onClose();
  }

  async function submit(values: Record<string, unknown>) {
    setPending(true);
    setFailure(null);
    const result = await bookAtDesk(values).finally(() => setPending(false));
    if (result.booked) return close();
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
      aria-labelledby="new-booking-title"
      // The form sits between the dialog and its parts: the fields scroll, title and buttons stay.
      sx={{ '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', minHeight: 0 } }}
    >
      <Form record={defaults} onSubmit={submit} validate={validateDeskBooking} noValidate>
        <DialogTitle id="new-booking-title">New booking</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {rooms.isError ? (
            <Alert severity="error">Could not load the rooms: {failureOf(rooms.error)}</Alert>
          ) : (
            <DeskBookingInputs rooms={rooms.data ?? []} />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending || !rooms.data}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Confirm booking
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
