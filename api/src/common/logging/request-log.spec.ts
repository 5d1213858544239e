import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './request-log.js';

describe('withoutSecrets', () => {
  it.each([
    ['/api/bookings/R-4K7M-Q2XP?t=abc_DEF-123', '/api/bookings/R-4K7M-Q2XP?t=[redacted]'],
    ['/api/rooms/x/calendar.ics?token=s3cret&v=2', '/api/rooms/x/calendar.ics?token=[redacted]&v=2'],
    ['/api/events?days=28&T=1', '/api/events?days=28&T=[redacted]'],
    ['/api/events?days=28&start=2026-12-01', '/api/events?days=28&start=2026-12-01'],
    ['/api/health', '/api/health'],
  ])('%s', (url, logged) => {
    expect(withoutSecrets(url)).toBe(logged);
  });
});
