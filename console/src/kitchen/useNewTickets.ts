import { useEffect, useRef, useState } from 'react';

/** How long a ticket that just arrived stays highlighted on the board. */
export const NEW_TICKET_MS = 30_000;

/**
 * Which tickets arrived while the board was open, and since when. The tickets on the first read
 * are not new (the cook opened the screen on them); each later read's unseen tickets are, for
 * NEW_TICKET_MS. `onArrival` is told how many came in, once per read that brought some.
 */
export function useNewTickets(
  tickets: readonly { queueId: number }[] | undefined,
  onArrival: (count: number) => void,
): (queueId: number, now: number) => boolean {
  // Every ticket seen so far; null until the first read.
  const seen = useRef<Set<number> | null>(null);
  const [arrivedAt, setArrivedAt] = useState<ReadonlyMap<number, number>>(() => new Map());

  useEffect(() => {
    if (!tickets) return;
    if (seen.current === null) {
      seen.current = new Set(tickets.map((ticket) => ticket.queueId));
      return;
    }
    const known = seen.current;
    const arrived = tickets.filter((ticket) => !known.has(ticket.queueId)).map((ticket) => ticket.queueId);
    if (arrived.length === 0) return;
    const now = Date.now();
    for (const queueId of arrived) known.add(queueId);
    setArrivedAt((before) => new Map([...before, ...arrived.map((queueId) => [queueId, now] as const)]));
    onArrival(arrived.length);
  }, [tickets, onArrival]);

  return (queueId, now) => {
    const at = arrivedAt.get(queueId);
    return at !== undefined && now - at < NEW_TICKET_MS;
  };
}
