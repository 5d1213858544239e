/**
 * Sauna and event bookings at the desk: their generic read-only screens, and on a booking's
 * page an "At the desk" button that opens the session booking dialog (cancel with a refund,
 * payment at the desk, attended, no-show). The dashboard's sauna list opens the same dialog.
 */
import type { SessionBookingKind } from '@lakeside/contracts';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { useState } from 'react';
import { Button, TopToolbar, useRecordContext } from 'react-admin';
import { GenericShow } from '../generic/GenericShow';
import type { ResourceScreens } from '../generic/resourceFromSchema';
import { SessionBookingDialog } from './SessionBookingDialog';

export { SessionBookingDialog } from './SessionBookingDialog';

function DeskButton({ kind }: { kind: SessionBookingKind }) {
  const record = useRecordContext<{ id: number }>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      {/* The icon is the child: on a phone react-admin shows the button as that icon alone. */}
      <Button label="At the desk" onClick={() => setOpen(true)}>
        <PointOfSaleIcon />
      </Button>
      <SessionBookingDialog kind={kind} id={open ? record.id : null} onClose={() => setOpen(false)} />
    </>
  );
}

const showWithDesk = (kind: SessionBookingKind) =>
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

export const sessionDeskScreens: Record<string, ResourceScreens> = {
  'sauna-bookings': { show: showWithDesk('sauna') },
  'event-bookings': { show: showWithDesk('event') },
};
