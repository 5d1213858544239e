import type { RoomBookingReply, StaffRole } from '@lakeside/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import {
  bookingFacts,
  frontDeskActionOf,
  isCancellable,
  isPaidOnline,
  mayOverridePolicy,
  mayMarkNoShow,
  paysAtDesk,
} from './bookingFacts';
import { DeskPaymentFields, type DeskPaymentDraft } from './DeskPaymentFields';
import { FactList } from './FactList';
import { StepActions } from './StepActions';
import { POLICY_REFUND_DRAFT, RefundChoiceFields, type RefundDraft } from './RefundChoiceFields';
import { useCancelBooking } from './useCancelBooking';
import { useFrontDesk, type FrontDeskTap } from './useFrontDesk';
import { isMove, MoveStayFields, moveDraftOf, type MoveDraft } from './MoveStayFields';
import { useMoveStay } from './useMoveStay';
import { retreatToday } from '../format/dates';
import { StayFolio } from '../folio/StayFolio';

interface BookingDialogProps {
  booking: RoomBookingReply | null;
  roomName: string;
  onClose: () => void;
}

/**
 * One booking's details, from the calendar or the bookings list, with "Cancel booking" for
 * a guest who phones to cancel: a reason (kept in the audit log), then a confirmation.
 */
export function BookingDialog({ booking, roomName, onClose }: BookingDialogProps) {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<StaffRole>();
  const cancelBooking = useCancelBooking();
  const frontDesk = useFrontDesk();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<RefundDraft>(POLICY_REFUND_DRAFT);
  const [payment, setPayment] = useState<DeskPaymentDraft | null>(null);
  const [move, setMove] = useState<MoveDraft | null>(null);
  const moveStay = useMoveStay();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The folio's balance (nights and meals charged to the room, less payments), once read.
  const [folioBalance, setFolioBalance] = useState<string | null>(null);

  function close() {
    setConfirming(false);
    setReason('');
    setRefund(POLICY_REFUND_DRAFT);
    setPayment(null);
    setMove(null);
    setFailure(null);
    onClose();
  }

  async function confirmMove() {
    if (!booking || !move) return;
    setPending(true);
    const refusal = await moveStay(booking, move).finally(() => setPending(false));
    if (refusal) setFailure(refusal);
    else close();
  }

  async function confirmCancel() {
    if (!booking) return;
    setPending(true);
    const refusal = await cancelBooking(booking, reason, refund).finally(() => setPending(false));
    if (refusal) setFailure(refusal);
    else close();
  }

  async function tapFrontDesk(tap: FrontDeskTap) {
    if (!booking) return;
    setPending(true);
    const refusal = await frontDesk(booking, tap).finally(() => setPending(false));
    if (refusal) setFailure(refusal);
    else close();
  }

  const today = retreatToday();
  const deskAction = booking ? frontDeskActionOf(booking, today) : null;
  const noShow = booking !== null && mayMarkNoShow(booking, today, role);
  const payable = booking !== null && (paysAtDesk(booking) || (folioBalance ?? '0.00') !== '0.00');
  const cancellable = booking !== null && isCancellable(booking);
  const overrides = mayOverridePolicy(role);

  return (
    <Dialog
      open={booking !== null}
      onClose={pending ? undefined : close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="booking-dialog-title"
    >
      <DialogTitle id="booking-dialog-title">{booking?.guestName}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {booking && <FactList facts={bookingFacts(booking, roomName, translate)} />}
        {booking?.status === 'confirmed' && (
          <StayFolio
            key={booking.id}
            bookingId={booking.id}
            inHouse={Boolean(booking.checkedInAt && !booking.checkedOutAt)}
            onBalance={setFolioBalance}
          />
        )}
        {confirming && booking && isPaidOnline(booking) && overrides && (
          <RefundChoiceFields value={refund} onChange={setRefund} />
        )}
        {payment && <DeskPaymentFields value={payment} onChange={setPayment} />}
        {move && booking && <MoveStayFields booking={booking} value={move} onChange={setMove} />}
        {confirming && (
          <TextField
            label={translate(overrides ? 'roomDesk.reason.override' : 'roomDesk.reason.optional')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            autoFocus
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {move && booking ? (
          <StepActions
            back={translate('roomDesk.actions.back')}
            onBack={() => setMove(null)}
            confirm={translate('roomDesk.actions.moveConfirm')}
            onConfirm={() => void confirmMove()}
            pending={pending}
            disabled={!isMove(booking, move)}
          />
        ) : payment ? (
          <StepActions
            back={translate('roomDesk.actions.back')}
            onBack={() => setPayment(null)}
            confirm={translate('roomDesk.actions.recordPayment')}
            onConfirm={() => void tapFrontDesk({ action: 'payments', ...payment })}
            pending={pending}
            disabled={payment.amount.trim() === ''}
          />
        ) : confirming ? (
          <StepActions
            back={translate('roomDesk.actions.keep')}
            onBack={() => setConfirming(false)}
            confirm={translate('roomDesk.actions.confirmCancel')}
            onConfirm={() => void confirmCancel()}
            pending={pending}
            disabled={refund.refund === 'part' && refund.amount.trim() === ''}
            danger
          />
        ) : (
          <>
            {deskAction && (
              <Button variant="outlined" onClick={() => void tapFrontDesk({ action: deskAction })} disabled={pending}>
                {translate(deskAction === 'check-in' ? 'roomDesk.actions.checkIn' : 'roomDesk.actions.checkOut')}
              </Button>
            )}
            {payable && booking && (
              <Button onClick={() => setPayment({ method: 'cash_usd', amount: folioBalance ?? booking.totalPrice })}>
                {translate('roomDesk.actions.takePayment')}
              </Button>
            )}
            {noShow && (
              <Button color="warning" onClick={() => void tapFrontDesk({ action: 'no-show' })} disabled={pending}>
                {translate('roomDesk.actions.noShow')}
              </Button>
            )}
            {cancellable && booking && !booking.checkedOutAt && (
              <Button onClick={() => setMove(moveDraftOf(booking))}>{translate('roomDesk.actions.move')}</Button>
            )}
            {cancellable && (
              <Button color="error" onClick={() => setConfirming(true)}>
                {translate('roomDesk.actions.cancel')}
              </Button>
            )}
            <Button variant="contained" onClick={close}>
              {translate('roomDesk.actions.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
