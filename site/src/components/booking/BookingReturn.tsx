/**
 * /booking/return: where Recurrente's hosted checkout sends the guest back, for a room, event
 * tickets or a sauna session (`kind`). Paid, the page asks the API to read the checkout and
 * confirm the held booking through its kind's capture call (the same one Recurrente's webhook
 * makes, so whichever comes first confirms, once), then shows the confirmation. Given up
 * (cancelled=1), it offers the same checkout again while the place is still held, or a fresh
 * start. Rendered in the browser only (client:only): it reads this tab's storage and clock.
 */
import type { BalancePaidReply, RoomCaptureReply } from '@lakeside/contracts';
import { useEffect, useState } from 'react';
import { captureBalance } from '../../lib/api/balance-payment';
import type { PostResult } from '../../lib/api/post-json';
import { capturePaymentOrder } from '../../lib/api/room-checkout';
import { captureSessionOrder, type SessionKind } from '../../lib/api/session-checkout';
import type { Dictionary } from '../../lib/i18n/en';
import type { Lang } from '../../lib/i18n/languages';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { translateRefusal } from '../../lib/i18n/translate-message';
import { fill, formatMoney } from '../../lib/format';
import { retreatDateTime } from '../../lib/time/retreat-instant';
import SessionConfirmed, { type SessionCapture } from '../payments/SessionConfirmed';
import BookingConfirmed from './BookingConfirmed';
import { pendingCardPayment, type PendingCardPayment } from './card-payment';

/** What a card payment paid for, as the return URL's `kind` says (a room when it says nothing). */
export type ReturnKind = 'room' | SessionKind;

interface Props {
  /** The checkout Recurrente returns from (the return URL's `order`); null when the URL lacks it. */
  orderId: string | null;
  /** The guest gave up on Recurrente's page (`cancelled=1`). */
  cancelled: boolean;
  kind: ReturnKind;
  /** The booking whose balance was paid (`balance={reference}`), not a new booking; null otherwise. */
  balanceOf: string | null;
  lang: Lang;
  texts: Dictionary['booking']['return'];
  wizardTexts: Dictionary['booking']['wizard'];
  translations: MessageTranslations;
  /** Where to start again when nothing is remembered: the rooms, events or schedule page. */
  startPath: string;
}

type State =
  | { kind: 'checking' }
  | { kind: 'confirmed'; reply: RoomCaptureReply }
  | { kind: 'sessionConfirmed'; capture: SessionCapture }
  | { kind: 'balancePaid'; reply: BalancePaidReply }
  | { kind: 'notYet'; message: string | null }
  | { kind: 'cancelled' }
  | { kind: 'missing' };

/** Recurrente may tell us of the payment a moment after the guest is back: look a few times. */
const ATTEMPTS = 3;
const PAUSE_MS = 2_000;
const NOT_COMPLETED = 'payments.notCompleted';

const eventReply = () => import('../../lib/api/events-contract').then((module) => module.readEventBooking);
const saunaReply = () => import('../../lib/api/sauna-contract').then((module) => module.readSaunaBooking);

/** A capture's result, its reply turned into the state that shows it. */
function shown<Reply>(result: PostResult<Reply>, state: (reply: Reply) => State): PostResult<State> {
  return result.ok ? { ...result, data: state(result.data) } : result;
}

/** The kind's capture call (or the balance's), and the state its confirmed reply shows. */
async function captured(kind: ReturnKind | 'balance', orderId: string): Promise<PostResult<State>> {
  if (kind === 'balance') return shown(await captureBalance(orderId), (reply) => ({ kind: 'balancePaid', reply }));
  if (kind === 'event') {
    const result = await captureSessionOrder(kind, orderId, eventReply);
    return shown(result, (reply) => ({ kind: 'sessionConfirmed', capture: { kind, reply } }));
  }
  if (kind === 'sauna') {
    const result = await captureSessionOrder(kind, orderId, saunaReply);
    return shown(result, (reply) => ({ kind: 'sessionConfirmed', capture: { kind, reply } }));
  }
  return shown(await capturePaymentOrder(orderId), (reply) => ({ kind: 'confirmed', reply }));
}

/** Asks the API to confirm the paid checkout, a few times while Recurrente has not yet said paid. */
async function confirmation(
  kind: ReturnKind | 'balance',
  orderId: string,
  translations: MessageTranslations,
): Promise<State> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await captured(kind, orderId);
    if (result.ok) return result.data;
    if (result.code !== NOT_COMPLETED || attempt >= ATTEMPTS) {
      return { kind: 'notYet', message: result.code === NOT_COMPLETED ? null : translateRefusal(translations, result) };
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

export default function BookingReturn(props: Props) {
  const { orderId, cancelled, balanceOf, lang, texts, wizardTexts, translations } = props;
  const kind = balanceOf ? 'balance' : props.kind;
  const [state, setState] = useState<State>(() =>
    orderId === null ? { kind: 'missing' } : cancelled ? { kind: 'cancelled' } : { kind: 'checking' },
  );
  const [pending] = useState(() => (orderId ? pendingCardPayment(orderId) : null));
  const [held] = useState(() => pending !== null && Date.parse(pending.holdExpiresAt) > Date.now());

  useEffect(() => {
    let live = true;
    if (orderId && !cancelled) void confirmation(kind, orderId, translations).then((next) => live && setState(next));
    return () => {
      live = false;
    };
    // Runs once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const checkAgain = () => {
    if (!orderId) return;
    setState({ kind: 'checking' });
    void confirmation(kind, orderId, translations).then(setState);
  };

  // A balance is paid from the booking's own page: back there (this tab remembers its link), or to "find my booking".
  const startPath = pending?.startedFrom ?? props.startPath;
  const done = () => window.location.assign(startPath);
  if (state.kind === 'balancePaid') {
    const { amount, currency, reference } = state.reply;
    return (
      <div className="wizard-form" role="status">
        <h2 id="wizard-title">{texts.title}</h2>
        <p>{fill(texts.balancePaid, { amount: formatMoney(amount, currency, lang), reference })}</p>
        <a className="button button-accent" href={startPath}>
          {texts.backToBooking}
        </a>
      </div>
    );
  }
  if (state.kind === 'confirmed') {
    const roomName = pending?.booked ?? state.reply.booking.roomType;
    return <BookingConfirmed reply={state.reply} roomName={roomName} lang={lang} texts={wizardTexts} onDone={done} />;
  }
  if (state.kind === 'sessionConfirmed') {
    return (
      <SessionConfirmed
        capture={state.capture}
        booked={pending?.booked ?? null}
        lang={lang}
        texts={texts}
        wizardTexts={wizardTexts}
        onDone={done}
      />
    );
  }
  return (
    <div className="wizard-form" role="status">
      <h2 id="wizard-title">{state.kind === 'cancelled' ? texts.cancelledTitle : texts.title}</h2>
      {state.kind === 'checking' && <p>{texts.checking}</p>}
      {state.kind === 'missing' && <p>{texts.missing}</p>}
      {state.kind === 'notYet' && (
        <>
          <p>{state.message ?? texts.notYetPaid}</p>
          <button type="button" className="button button-accent" onClick={checkAgain}>
            {texts.checkAgain}
          </button>
        </>
      )}
      {state.kind === 'cancelled' && balanceOf && (
        <>
          <p>{texts.balanceCancelled}</p>
          <a className="button button-accent" href={startPath}>
            {texts.backToBooking}
          </a>
        </>
      )}
      {state.kind === 'cancelled' && !balanceOf && (
        <Cancelled
          pending={held ? pending : null}
          session={kind !== 'room'}
          lang={lang}
          texts={texts}
          startPath={startPath}
        />
      )}
    </div>
  );
}

interface CancelledProps {
  /** The remembered checkout while its dates are still held; null once the hold is over (or unknown). */
  pending: PendingCardPayment | null;
  /** Event tickets or a sauna session: their place is held, not dates. */
  session: boolean;
  lang: Lang;
  texts: Props['texts'];
  startPath: string;
}

function Cancelled({ pending, session, lang, texts, startPath }: CancelledProps) {
  const [heldText, expiredText] = session
    ? [texts.sessionCancelled, texts.sessionCancelledExpired]
    : [texts.cancelled, texts.cancelledExpired];
  return (
    <>
      <p>{pending ? fill(heldText, { time: retreatDateTime(pending.holdExpiresAt, lang).time }) : expiredText}</p>
      {pending && (
        <a className="button button-accent" href={pending.approvalUrl}>
          {texts.payAgain}
        </a>
      )}
      <a className="button button-outline" href={startPath}>
        {texts.chooseAgain}
      </a>
    </>
  );
}
