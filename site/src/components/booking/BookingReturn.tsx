/**
 * /booking/return: where Recurrente's hosted checkout sends the guest back. Paid, the page asks
 * the API to read the checkout and confirm the held booking (the same capture call as PayPal's,
 * and the same one Recurrente's webhook makes, so whichever comes first confirms, once), then
 * shows the confirmation. Given up (cancelled=1), it offers the same checkout again while the
 * dates are still held, or a fresh start. Rendered in the browser only (client:only): it reads
 * this tab's storage and clock.
 */
import type { RoomCaptureReply } from '@lakeside/contracts';
import { useEffect, useState } from 'react';
import { capturePaymentOrder } from '../../lib/api/room-checkout';
import type { Dictionary } from '../../lib/i18n/en';
import type { Lang } from '../../lib/i18n/languages';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { translateRefusal } from '../../lib/i18n/translate-message';
import { fill } from '../../lib/format';
import { retreatDateTime } from '../../lib/time/retreat-instant';
import BookingConfirmed from './BookingConfirmed';
import { pendingCardPayment, type PendingCardPayment } from './card-payment';

interface Props {
  /** The checkout Recurrente returns from (the return URL's `order`); null when the URL lacks it. */
  orderId: string | null;
  /** The guest gave up on Recurrente's page (`cancelled=1`). */
  cancelled: boolean;
  lang: Lang;
  texts: Dictionary['booking']['return'];
  wizardTexts: Dictionary['booking']['wizard'];
  translations: MessageTranslations;
  /** Where to start again when nothing is remembered: the rooms page. */
  roomsPath: string;
}

type State =
  | { kind: 'checking' }
  | { kind: 'confirmed'; reply: RoomCaptureReply }
  | { kind: 'notYet'; message: string | null }
  | { kind: 'cancelled' }
  | { kind: 'missing' };

/** Recurrente may tell us of the payment a moment after the guest is back: look a few times. */
const ATTEMPTS = 3;
const PAUSE_MS = 2_000;
const NOT_COMPLETED = 'payments.notCompleted';

/** Asks the API to confirm the paid checkout, a few times while Recurrente has not yet said paid. */
async function confirmation(orderId: string, translations: MessageTranslations): Promise<State> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await capturePaymentOrder(orderId);
    if (result.ok) return { kind: 'confirmed', reply: result.data };
    if (result.code !== NOT_COMPLETED || attempt >= ATTEMPTS) {
      return { kind: 'notYet', message: result.code === NOT_COMPLETED ? null : translateRefusal(translations, result) };
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

export default function BookingReturn(props: Props) {
  const { orderId, cancelled, lang, texts, wizardTexts, translations, roomsPath } = props;
  const [state, setState] = useState<State>(() =>
    orderId === null ? { kind: 'missing' } : cancelled ? { kind: 'cancelled' } : { kind: 'checking' },
  );
  const [pending] = useState(() => (orderId ? pendingCardPayment(orderId) : null));
  const [held] = useState(() => pending !== null && Date.parse(pending.holdExpiresAt) > Date.now());

  useEffect(() => {
    let live = true;
    if (orderId && !cancelled) void confirmation(orderId, translations).then((next) => live && setState(next));
    return () => {
      live = false;
    };
    // Runs once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const checkAgain = () => {
    if (!orderId) return;
    setState({ kind: 'checking' });
    void confirmation(orderId, translations).then(setState);
  };

  if (state.kind === 'confirmed') {
    const roomName = pending?.roomName ?? state.reply.booking.roomType;
    const done = () => window.location.assign(roomsPath);
    return <BookingConfirmed reply={state.reply} roomName={roomName} lang={lang} texts={wizardTexts} onDone={done} />;
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
      {state.kind === 'cancelled' && (
        <Cancelled
          pending={held ? pending : null}
          lang={lang}
          texts={texts}
          roomsPath={pending?.roomPath ?? roomsPath}
        />
      )}
    </div>
  );
}

interface CancelledProps {
  /** The remembered checkout while its dates are still held; null once the hold is over (or unknown). */
  pending: PendingCardPayment | null;
  lang: Lang;
  texts: Props['texts'];
  roomsPath: string;
}

function Cancelled({ pending, lang, texts, roomsPath }: CancelledProps) {
  return (
    <>
      <p>
        {pending
          ? fill(texts.cancelled, { time: retreatDateTime(pending.holdExpiresAt, lang).time })
          : texts.cancelledExpired}
      </p>
      {pending && (
        <a className="button button-accent" href={pending.approvalUrl}>
          {texts.payAgain}
        </a>
      )}
      <a className="button button-outline" href={roomsPath}>
        {texts.chooseAgain}
      </a>
    </>
  );
}
