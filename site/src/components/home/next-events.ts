/**
 * The home page's "Upcoming Events": the next occurrences that a guest can still go to.
 * `GET /api/events` lists today's occurrences all day long, also those already under way
 * or over; the home page leaves those out, or at 8 PM it would still "announce" the
 * morning's drum circle.
 */
import type { EventSessionReply } from '@lakeside/contracts';

/** What the choice reads of an occurrence: when its sessions start. */
interface Timed {
  sessions: readonly Pick<EventSessionReply, 'startsAt'>[];
}

/** True while at least one session is still to start (an occurrence with no sessions is kept). */
export function stillAhead(event: Timed, now: Date): boolean {
  if (event.sessions.length === 0) return true;
  return event.sessions.some((session) => Date.parse(session.startsAt) > now.getTime());
}

/** The first `count` occurrences still ahead, in the API's order (date, then time). */
export function nextEvents<E extends Timed>(events: readonly E[], now: Date, count: number): E[] {
  return events.filter((event) => stillAhead(event, now)).slice(0, count);
}
