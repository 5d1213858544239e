/**
 * The server's price of the stay the Book Your Stay card describes, kept up to date as the
 * guest changes the dates: the room page's price line shows the API's total (seasons, weekend
 * rates and added taxes included), never a sum made in the browser. Null while the stay breaks
 * a rule or the answer is not in yet.
 */
import { stayProblems, type RoomQuoteReply } from '@lakeside/contracts';
import { useEffect, useState } from 'react';
import { checkAvailability } from '../../lib/api/room-availability';

/** How long the dates must stay still before asking: typing a date fires a change per digit. */
const SETTLE_MS = 250;

export function useStayQuote(
  roomId: string,
  stay: { checkin: string; checkout: string; guests: number },
  today: string,
): RoomQuoteReply | null {
  const [quote, setQuote] = useState<RoomQuoteReply | null>(null);
  const { checkin, checkout, guests } = stay;
  useEffect(() => {
    setQuote(null);
    if (!checkin || !checkout || stayProblems(checkin, checkout, today).length > 0) return;
    let current = true;
    const timer = setTimeout(() => {
      void checkAvailability({ checkin, checkout, guests, roomType: roomId }).then((result) => {
        if (!current || !result.ok) return;
        setQuote(result.data.rooms.find((entry) => entry.id === roomId) ?? null);
      });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [roomId, checkin, checkout, guests, today]);
  return quote;
}
