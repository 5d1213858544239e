import { describe, expect, it } from 'vitest';
import { isTranslated, localized, translatedField } from './translations.js';

const room = {
  id: 'lakefront_lower',
  name: 'Lakefront Room',
  nameEs: 'Habitación frente al lago',
  description: 'Wake up to the lake.',
  descriptionEs: '   ',
  amenities: ['Lake view', 'Hot shower'],
  amenitiesEs: ['Vista al lago', 'Ducha caliente'],
  fullDescription: 'A long text.',
  fullDescriptionEs: null,
};

describe('localized', () => {
  it('gives Spanish readers each filled-in translation and keeps English where there is none', () => {
    expect(localized(room, 'es')).toMatchObject({
      name: 'Habitación frente al lago',
      description: 'Wake up to the lake.',
      amenities: ['Vista al lago', 'Ducha caliente'],
      fullDescription: 'A long text.',
    });
  });

  it('leaves English readers the record as it is, and never changes the original', () => {
    expect(localized(room, 'en')).toBe(room);
    localized(room, 'es');
    expect(room.name).toBe('Lakefront Room');
  });

  it('ignores an empty list and a suffix without its English field', () => {
    expect(localized({ amenities: ['WiFi'], amenitiesEs: [], Es: 'x', titleEs: 'Sin título' }, 'es')).toEqual({
      amenities: ['WiFi'],
      amenitiesEs: [],
      Es: 'x',
      titleEs: 'Sin título',
    });
  });
});

describe('isTranslated', () => {
  it('says which fields a Spanish reader sees in Spanish', () => {
    expect(isTranslated(room, 'name', 'es')).toBe(true);
    expect(isTranslated(room, 'amenities', 'es')).toBe(true);
    // Blank, null, an empty list or no column at all: the English text shows.
    expect(isTranslated(room, 'description', 'es')).toBe(false);
    expect(isTranslated(room, 'fullDescription', 'es')).toBe(false);
    expect(isTranslated({ amenities: ['WiFi'], amenitiesEs: [] }, 'amenities', 'es')).toBe(false);
    expect(isTranslated(room, 'id', 'es')).toBe(false);
  });

  it('counts every English text as written in English', () => {
    expect(isTranslated(room, 'description', 'en')).toBe(true);
  });
});

describe('translatedField', () => {
  it('names the Spanish column after the English one', () => {
    expect(translatedField('fullDescription', 'es')).toBe('fullDescriptionEs');
  });
});
