import { describe, expect, it } from 'vitest';
import { calendarInvite } from './calendar-invite.js';

describe('calendarInvite', () => {
  it('turns retreat times (UTC-6) into UTC in the .ics', () => {
    const invite = calendarInvite({
      uid: 'room-booking-42@lakeside',
      title: 'Stay at Lakeside',
      description: 'Check-in 3–9 PM',
      start: { date: '2026-12-01', time: '15:00' },
      end: { date: '2026-12-03', time: '11:00' },
    });
    const ics = String(invite.content);
    expect(invite.filename).toBe('booking.ics');
    expect(ics).toContain('UID:room-booking-42@lakeside');
    expect(ics).toContain('DTSTART:20261201T210000Z');
    expect(ics).toContain('DTEND:20261203T170000Z');
    expect(ics).toContain('SUMMARY:Stay at Lakeside');
  });

  it('moves a late-evening start to the next UTC day', () => {
    const ics = String(
      calendarInvite({
        uid: 'x',
        title: 'Full Moon Meditation',
        description: '',
        start: { date: '2026-12-31', time: '20:30' },
        end: { date: '2026-12-31', time: '21:45' },
      }).content,
    );
    expect(ics).toContain('DTSTART:20270101T023000Z');
  });
});
