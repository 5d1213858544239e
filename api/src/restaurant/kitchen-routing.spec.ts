import { describe, expect, it } from 'vitest';
import { stationFor } from './kitchen-routing.js';

const stations = [
  { id: 3, isActive: true, displayOrder: 2 }, // Bar
  { id: 1, isActive: true, displayOrder: 0 }, // Hot Line
  { id: 2, isActive: false, displayOrder: 1 }, // Cold & Salads, closed today
];

describe('stationFor', () => {
  it('prefers the dish’s own station, then its category’s', () => {
    expect(stationFor(3, 1, stations)).toBe(3);
    expect(stationFor(null, 3, stations)).toBe(3);
  });

  it('skips an inactive or deleted station, ending at the first active station', () => {
    expect(stationFor(2, 3, stations)).toBe(3);
    expect(stationFor(null, null, stations)).toBe(1);
    expect(stationFor(2, null, stations)).toBe(1);
    expect(stationFor(99, null, stations)).toBe(1);
  });

  it('leaves the ticket unrouted when no station is active', () => {
    expect(stationFor(1, null, [{ id: 1, isActive: false, displayOrder: 0 }])).toBeNull();
  });
});
