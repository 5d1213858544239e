import { Alert } from '@mui/material';
import { useMemo, useState } from 'react';
import type { Language } from '@lakeside/contracts';
import { Form, useLocale, useTranslate } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
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
  const translate = useTranslate();
  const locale = useLocale() as Language;
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
    <FormDialog
      open={open}
      id="new-booking"
      title={translate('roomDesk.form.title')}
      pending={pending}
      onClose={close}
      submitLabel={translate('roomDesk.form.submit')}
      submitDisabled={!rooms.data}
      form={(parts) => (
        <Form record={defaults} onSubmit={submit} validate={(values) => validateDeskBooking(values, locale)} noValidate>
          {parts}
        </Form>
      )}
    >
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {rooms.isError ? (
        <Alert severity="error">{translate('roomDesk.form.roomsNotLoaded', { reason: failureOf(rooms.error) })}</Alert>
      ) : (
        <DeskBookingInputs rooms={rooms.data ?? []} />
      )}
    </FormDialog>
  );
}
