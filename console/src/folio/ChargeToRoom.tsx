import { MENU_CURRENCY, type InHouseStayReply, type OrderReply, type RoomChargeReply } from '@lakeside/contracts';
import { Alert, Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';
import { useChargeToRoom, useInHouseStays } from './folioQueries';

interface ChargeToRoomProps {
  order: OrderReply;
  /** Told once the API has put the order on the stay's folio. */
  onCharged: (reply: RoomChargeReply, stay: InHouseStayReply) => void;
  disabled?: boolean;
}

/**
 * The POS's "Charge to room": the cashier picks a stay checked in today (by room or guest name)
 * and the order goes on its folio instead of being paid — no till, no change. A double tap
 * charges once (the API's conditional update); a refusal says why.
 */
export function ChargeToRoom({ order, onCharged, disabled }: ChargeToRoomProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [stay, setStay] = useState<InHouseStayReply | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stays = useInHouseStays();
  const charge = useChargeToRoom();

  async function confirm() {
    if (!stay) return;
    setPending(true);
    setFailure(null);
    const outcome = await charge(order.id, stay.bookingId).finally(() => setPending(false));
    if (outcome.ok) onCharged(outcome.reply, stay);
    else setFailure(outcome.error || translate('folio.charge.failed'));
  }

  if (!open) {
    return (
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={disabled}>
        {translate('folio.charge.open')}
      </Button>
    );
  }
  const options = stays.data ?? [];
  return (
    <Stack spacing={1} component="section" aria-label={translate('folio.charge.open')}>
      <Autocomplete
        options={options}
        value={stay}
        onChange={(_, next) => setStay(next)}
        loading={stays.isPending}
        getOptionLabel={(option) => `${option.roomName} · ${option.guestName}`}
        isOptionEqualToValue={(option, value) => option.bookingId === value.bookingId}
        noOptionsText={translate('folio.charge.none')}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={translate('folio.charge.stay')}
            placeholder={translate('folio.charge.search')}
          />
        )}
      />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={() => setOpen(false)} disabled={pending}>
          {translate('folio.charge.back')}
        </Button>
        <Button variant="contained" sx={{ flex: 1 }} onClick={() => void confirm()} disabled={!stay || pending}>
          {translate('folio.charge.confirm', { total: formatMoney(order.totalAmount, MENU_CURRENCY) })}
        </Button>
      </Stack>
    </Stack>
  );
}

/** What the cashier sees once the order is on the folio. */
export function RoomChargedNotice({ charged, stay }: { charged: RoomChargeReply; stay: InHouseStayReply }) {
  const translate = useTranslate();
  return (
    <Alert severity="success" role="status">
      {translate('folio.charge.charged', {
        room: stay.roomName,
        guest: stay.guestName,
        reference: stay.reference,
        amount: formatMoney(charged.charge.quetzales, MENU_CURRENCY),
      })}
    </Alert>
  );
}
