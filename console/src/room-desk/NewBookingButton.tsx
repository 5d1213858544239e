import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { NewBookingDialog } from './NewBookingDialog';

/** "New booking" and its dialog; every staff role may book at the desk (ROOM_DESK_ACCESS). */
export function NewBookingButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('roomDesk.form.open')}
      </Button>
      <NewBookingDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
