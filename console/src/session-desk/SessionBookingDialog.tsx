import {
  errorMessage,
  type DeskSessionReply,
  type Language,
  type SessionBookingKind,
  type StaffRole,
} from '@lakeside/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useLocale, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Notice } from '../common/Notice';
import { QueryState } from '../common/QueryState';
import { formatMoney } from '../format/money';
import { retreatTimeOfDay, retreatToday } from '../format/dates';
import { DeskPaymentFields, type DeskPaymentDraft } from '../room-desk/DeskPaymentFields';
import { FactList } from '../room-desk/FactList';
import { StepActions } from '../room-desk/StepActions';
import { POLICY_REFUND_DRAFT, RefundChoiceFields, type RefundDraft } from '../room-desk/RefundChoiceFields';
import { SessionMoveFields, sessionMoveDraftOf, sessionMoveTarget, type SessionMoveDraft } from './SessionMoveFields';
import {
  insideFreeWindow,
  isSessionCancellable,
  mayMarkAttended,
  mayMarkSessionNoShow,
  mayOverridePolicy,
  sessionFacts,
} from './sessionFacts';
import { useDeskSession, useSessionDesk, type SessionDeskTap } from './useSessionDesk';

interface SessionBookingDialogProps {
  kind: SessionBookingKind;
  /** The booking to show; null keeps the dialog closed. */
  id: number | null;
  onClose: () => void;
}

/**
 * A sauna session's or event tickets' details at the desk, with what can be done now: mark
 * the guest attended, take a pay-at-retreat payment, record a no-show (managers), or cancel
 * with a reason and, for a booking paid online, the refund. Full screen on a phone.
 */
export function SessionBookingDialog({ kind, id, onClose }: SessionBookingDialogProps) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth="xs"
      fullWidth
      aria-labelledby="session-dialog-title"
    >
      {id !== null && <SessionDesk kind={kind} id={id} onClose={onClose} />}
    </Dialog>
  );
}

function SessionDesk({ kind, id, onClose }: { kind: SessionBookingKind; id: number; onClose: () => void }) {
  const translate = useTranslate();
  const booking = useDeskSession(kind, id);
  return (
    <QueryState query={booking} what={translate('sessionDesk.loading')}>
      {(loaded) => <SessionDeskContent kind={kind} booking={loaded} onClose={onClose} />}
    </QueryState>
  );
}

function SessionDeskContent({
  kind,
  booking,
  onClose,
}: {
  kind: SessionBookingKind;
  booking: DeskSessionReply;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const { permissions: role } = usePermissions<StaffRole>();
  const act = useSessionDesk(kind);
  const notify = useNotify();
  const [step, setStep] = useState<'details' | 'cancel' | 'payment' | 'move'>('details');
  const [move, setMove] = useState<SessionMoveDraft>(() => sessionMoveDraftOf(booking));
  const moveTarget = sessionMoveTarget(booking, move);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<RefundDraft>(POLICY_REFUND_DRAFT);
  const [payment, setPayment] = useState<DeskPaymentDraft>({ method: 'cash_usd', amount: booking.total });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const now = new Date();
  const today = retreatToday(now);
  const inWindow = insideFreeWindow(booking, now);
  const overrides = !inWindow || (booking.paidOnline && refund.refund !== 'policy' && refund.refund !== 'full');
  const mayOverride = mayOverridePolicy(role);

  /** `done` names the notice's title (sessionDesk.notices). */
  async function tap(request: SessionDeskTap, done: 'cancelled' | 'moved' | 'paid' | 'attended' | 'noShow') {
    setPending(true);
    const refusal = await act(booking.id, request).finally(() => setPending(false));
    if (refusal) return setFailure(refusal);
    notify(
      <Notice
        severity="success"
        title={translate(`sessionDesk.notices.${done}`)}
        text={`${booking.guestName} · ${booking.title}`}
      />,
    );
    onClose();
  }

  const confirmDisabled =
    (overrides && (!mayOverride || reason.trim() === '')) || (refund.refund === 'part' && refund.amount.trim() === '');

  return (
    <>
      <DialogTitle id="session-dialog-title">{booking.guestName}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <FactList facts={sessionFacts(booking, translate)} />
        {step === 'cancel' && (
          <>
            {overrides && (
              <Alert severity={mayOverride ? 'warning' : 'info'} sx={{ mt: 2 }}>
                {mayOverride
                  ? translate('sessionDesk.outsidePolicy')
                  : errorMessage('desk.overrideNeedsManager', undefined, locale)}
              </Alert>
            )}
            {booking.paidOnline && (
              <RefundChoiceFields
                value={refund}
                onChange={setRefund}
                refundable={formatMoney(booking.refundable, booking.currency)}
              />
            )}
            <TextField
              label={translate(overrides ? 'sessionDesk.reason' : 'roomDesk.reason.optional')}
              required={overrides}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 2 }}
              autoFocus
            />
          </>
        )}
        {step === 'payment' && <DeskPaymentFields value={payment} onChange={setPayment} />}
        {step === 'move' && <SessionMoveFields booking={booking} value={move} onChange={setMove} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {step === 'cancel' ? (
          <StepActions
            back={translate('roomDesk.actions.keep')}
            onBack={() => setStep('details')}
            confirm={translate('roomDesk.actions.confirmCancel')}
            onConfirm={() => void tap({ action: 'cancel', reason, refund }, 'cancelled')}
            pending={pending}
            disabled={confirmDisabled}
            danger
          />
        ) : step === 'move' ? (
          <StepActions
            back={translate('roomDesk.actions.back')}
            onBack={() => setStep('details')}
            confirm={translate('roomDesk.actions.moveConfirm')}
            onConfirm={() => {
              if (moveTarget) void tap({ action: 'move', to: moveTarget, reason: move.reason }, 'moved');
            }}
            pending={pending}
            disabled={moveTarget === null}
          />
        ) : step === 'payment' ? (
          <StepActions
            back={translate('roomDesk.actions.back')}
            onBack={() => setStep('details')}
            confirm={translate('roomDesk.actions.recordPayment')}
            onConfirm={() => void tap({ action: 'payments', ...payment }, 'paid')}
            pending={pending}
            disabled={payment.amount.trim() === ''}
          />
        ) : (
          <>
            {mayMarkAttended(booking, today) && (
              <Button variant="outlined" onClick={() => void tap({ action: 'attended' }, 'attended')}>
                {translate('sessionDesk.actions.attended')}
              </Button>
            )}
            {booking.owesAtDesk && (
              <Button onClick={() => setStep('payment')}>{translate('roomDesk.actions.takePayment')}</Button>
            )}
            {mayMarkSessionNoShow(booking, { today, time: retreatTimeOfDay(now) }, role) && (
              <Button color="warning" onClick={() => void tap({ action: 'no-show' }, 'noShow')}>
                {translate('roomDesk.actions.noShow')}
              </Button>
            )}
            {isSessionCancellable(booking) && (
              <Button onClick={() => setStep('move')}>{translate('sessionDesk.actions.changeDate')}</Button>
            )}
            {isSessionCancellable(booking) && (
              <Button color="error" onClick={() => setStep('cancel')}>
                {translate('roomDesk.actions.cancel')}
              </Button>
            )}
            <Button variant="contained" onClick={onClose}>
              {translate('roomDesk.actions.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}
