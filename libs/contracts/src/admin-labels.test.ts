import { describe, expect, it } from 'vitest';
import { columnLabel, translationLabel } from './admin-labels.js';

describe('translationLabel', () => {
  it("names a Spanish column after its English one: 'nameEs' → 'Name (Spanish)'", () => {
    expect(translationLabel('nameEs')).toBe('Name (Spanish)');
    expect(translationLabel('fullDescriptionEs')).toBe('Full description (Spanish)');
    expect(translationLabel('amenitiesEs')).toBe('Amenities (Spanish)');
  });

  it('leaves other columns to react-admin, including ones that merely end in "es"', () => {
    expect(translationLabel('name')).toBeUndefined();
    expect(translationLabel('notes')).toBeUndefined();
    expect(translationLabel('Es')).toBeUndefined();
    expect(translationLabel('PIN_ES')).toBeUndefined();
  });
});

describe('columnLabel', () => {
  it('reads translation columns as such and humanizes the rest', () => {
    expect(columnLabel('titleEs')).toBe('Title (Spanish)');
    expect(columnLabel('pricePerNight')).toBe('Price per night');
  });
});
