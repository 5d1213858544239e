/**
 * Which session of an occurrence a booking means. Precisely:
 *
 * 1. `selectedTimeSlot`, when given, must be the 'HH:MM' of one of the occurrence's sessions;
 * 2. `selectedDateTime`, when given, must be the start of one of them — an ISO date-time with
 *    a zone (the session's `startsAt`), or a zone-less one read as retreat time;
 * 3. when both are given they must name the same session;
 * 4. when neither is given, the occurrence must have exactly one session (the usual case).
 */
import type { SessionView } from './event-occurrence.js';
import { parseSessionStart, startInstant } from './session-time.js';

export type SessionChoice =
  | { session: SessionView }
  /** Several sessions and nothing chose one. */
  | { problem: 'slotRequired' }
  /** `selectedDateTime` is not a date-time. */
  | { problem: 'unreadableStart' }
  /** No session has that slot or start. */
  | { problem: 'noSuchSession' };

export function chooseSession(
  sessions: readonly SessionView[],
  choice: { selectedTimeSlot: string | null; selectedDateTime: string | null },
): SessionChoice {
  let candidates = [...sessions];
  if (choice.selectedDateTime !== null) {
    const start = parseSessionStart(choice.selectedDateTime);
    if (!start) return { problem: 'unreadableStart' };
    candidates = candidates.filter((session) => startInstant(session).getTime() === start.getTime());
  }
  if (choice.selectedTimeSlot !== null) {
    const slot = choice.selectedTimeSlot.trim();
    candidates = candidates.filter((session) => session.time === slot);
  }
  const chosen = choice.selectedDateTime !== null || choice.selectedTimeSlot !== null;
  if (candidates.length === 1 && candidates[0]) return { session: candidates[0] };
  if (candidates.length === 0) return { problem: 'noSuchSession' };
  return chosen ? { problem: 'noSuchSession' } : { problem: 'slotRequired' };
}
