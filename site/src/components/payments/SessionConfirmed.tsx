/**
 * Event tickets or a sauna session paid by card, confirmed on /booking/return: what was booked,
 * when, the total paid, the booking's reference (from the capture's reply) and whether its confirmation (with the manage
 * link) went out — the room's confirmation (BookingConfirmed) for a session.
 */
import type { EventBookingReply, SaunaBookedReply } from '@lakeside/contracts';
import { useEffect, useRef } from 'react';
import { fill, formatCalendarDate, formatMoney, formatTimeOfDay } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/en';
import type { Lang } from '../../lib/i18n/languages';
import { retreatDateTime } from '../../lib/time/retreat-instant';

/** A session booking as its kind's capture answers it. */
export type SessionCapture = { kind: 'event'; reply: EventBookingReply } | { kind: 'sauna'; reply: SaunaBookedReply };

interface Props {
  capture: SessionCapture;
  /** The event's name as the guest chose it, when this tab remembers it. */
  booked: string | null;
  lang: Lang;
  texts: Dictionary['booking']['return'];
  wizardTexts: Dictionary['booking']['wizard'];
  onDone: () => void;
}

/** What was booked and when, in the guest's words. */
function described({ kind, reply }: SessionCapture, booked: string | null, lang: Lang, texts: Props['texts']) {
  if (kind === 'sauna') {
    const when = `${formatCalendarDate(reply.sessionDate, lang)}, ${formatTimeOfDay(reply.timeSlot, lang)}`;
    return { what: fill(texts.saunaSession, { n: reply.duration }), when, total: reply.totalPrice, tickets: null };
  }
  const start = reply.selectedDateTime ? retreatDateTime(reply.selectedDateTime, lang) : null;
  const when = start ? `${start.date}, ${start.time}` : '';
  return { what: booked ?? texts.eventTickets, when, total: reply.totalAmount, tickets: reply.numberOfTickets };
}

export default function SessionConfirmed(props: Props) {
  const { capture, booked, lang, texts, wizardTexts, onDone } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the news, so a screen reader reads it and the keyboard starts from here.
  useEffect(() => heading.current?.focus(), []);
  const { reply } = capture;
  const { what, when, total, tickets } = described(capture, booked, lang, texts);
  return (
    <div className="wizard-form" role="status">
      <h2 id="wizard-title" ref={heading} tabIndex={-1}>
        {wizardTexts.confirmedTitle}
      </h2>
      <p>{texts.sessionConfirmed}</p>
      <dl className="booking-summary">
        <dt>{wizardTexts.guest}</dt>
        <dd>{reply.guestName}</dd>
        <dt>{texts.booked}</dt>
        <dd>{what}</dd>
        {when && (
          <>
            <dt>{texts.when}</dt>
            <dd>{when}</dd>
          </>
        )}
        {tickets !== null && (
          <>
            <dt>{texts.tickets}</dt>
            <dd>{tickets}</dd>
          </>
        )}
        <dt>{wizardTexts.totalPaid}</dt>
        <dd>{formatMoney(total, reply.currency, lang)}</dd>
        <dt>{wizardTexts.reference}</dt>
        <dd>{reply.reference}</dd>
      </dl>
      <p>{fill(reply.emailSent ? wizardTexts.emailSent : wizardTexts.emailNotSent, { email: reply.email })}</p>
      <button type="button" className="button button-primary" onClick={onDone}>
        {wizardTexts.done}
      </button>
    </div>
  );
}
