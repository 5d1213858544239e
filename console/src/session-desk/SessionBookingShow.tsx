/** A sauna or event booking's page at the desk: the generic one with an "At the desk" button. */
import type { SessionBookingKind } from '@lakeside/contracts';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { useState } from 'react';
import { Button, TopToolbar, useRecordContext } from 'react-admin';
import { GenericShow } from '../generic/GenericShow';
import { SessionBookingDialog } from './SessionBookingDialog';

function DeskButton({ kind }: { kind: SessionBookingKind }) {
  const record = useRecordContext<{ id: number }>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      {/* The icon is the child: on a phone react-admin shows the button as that icon alone. */}
      <Button label="sessionDesk.atTheDesk" onClick={() => setOpen(true)}>
        <PointOfSaleIcon />
      </Button>
      <SessionBookingDialog kind={kind} id={open ? record.id : null} onClose={() => setOpen(false)} />
    </>
  );
}

/** A sauna or event booking's page with its "At the desk" button. */
export const showWithDesk = (kind: SessionBookingKind) =>
  function SessionBookingShow() {
    return (
      <GenericShow
        actions={
          <TopToolbar>
            <DeskButton kind={kind} />
          </TopToolbar>
        }
      />
    );
  };
