import { describe, expect, it } from 'vitest';
import { columnLabel, recordNameOf, translationLabel } from './admin-labels.js';

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

describe('recordNameOf', () => {
  it('names a person by first and last name, anything else by its first naming column that holds something', () => {
    expect(recordNameOf(['id', 'firstName', 'lastName'])({ id: 2, firstName: 'Rosa', lastName: 'Ajú' })).toBe(
      'Rosa Ajú',
    );
    const staffAccount = recordNameOf(['id', 'username', 'displayName']);
    expect(staffAccount({ id: 3, username: 'rosa', displayName: 'Rosa Ajú' })).toBe('Rosa Ajú');
    expect(staffAccount({ id: 3, username: 'rosa', displayName: null })).toBe('rosa');
    expect(recordNameOf(['id', 'quantity'])({ id: 4, quantity: 2 })).toBe('#4');
  });
});
