/** The wizard's last screen: 'Booking Confirmed!' with what was booked and whether the e-mail went out. */
import type { RoomCaptureReply } from '@lakeside/contracts';
import { Fragment, useEffect, useRef } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import type { Lang } from '../../lib/i18n/languages';
import { fill, formatCalendarDate, formatMoney } from '../../lib/format';
import { taxLines } from './tax-lines';

interface Props {
  reply: RoomCaptureReply;
  roomName: string;
  lang: Lang;
  texts: Dictionary['booking']['wizard'];
  onDone: () => void;
}

export default function BookingConfirmed({ reply, roomName, lang, texts, onDone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the news, so a screen reader reads it and the keyboard starts from here.
  useEffect(() => heading.current?.focus(), []);
  const { booking } = reply;
  const date = (value: string) => formatCalendarDate(value, lang, { dateStyle: 'medium' });
  // Dollars with cents, as on a receipt.
  const total = formatMoney(booking.totalPrice, booking.currency, lang);
  const money = (amount: string) => formatMoney(amount, booking.currency, lang);
  const { added, included } = taxLines(booking.taxes, lang, texts);

  return (
    <div className="wizard-form" role="status">
      <h2 id="wizard-title" ref={heading} tabIndex={-1}>
        {texts.confirmedTitle}
      </h2>
      <p>{texts.confirmed}</p>
      <dl className="booking-summary">
        <dt>{texts.guest}</dt>
        <dd>{booking.guestName}</dd>
        <dt>{texts.room}</dt>
        <dd>{roomName}</dd>
        <dt>{texts.dates}</dt>
        <dd>
          {date(booking.checkinDate)} – {date(booking.checkoutDate)}
        </dd>
        {added.map((tax) => (
          <Fragment key={tax.label}>
            <dt>{tax.label}</dt>
            <dd>{money(tax.amount)}</dd>
          </Fragment>
        ))}
        <dt>{texts.totalPaid}</dt>
        <dd>{total}</dd>
        {included.map((tax) => (
          <Fragment key={tax.label}>
            <dt>{tax.label}</dt>
            <dd>{money(tax.amount)}</dd>
          </Fragment>
        ))}
        <dt>{texts.reference}</dt>
        <dd>#{booking.id}</dd>
      </dl>
      <p>{fill(reply.emailSent ? texts.emailSent : texts.emailNotSent, { email: booking.email })}</p>
      <button type="button" className="button button-primary" onClick={onDone}>
        {texts.done}
      </button>
    </div>
  );
}
