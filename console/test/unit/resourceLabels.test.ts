/**
 * The generic screens in Spanish: every table, column and enum value of the admin schema (the
 * fake API's copy, which the API's snapshot test keeps equal to the real one) has its Spanish,
 * so a column added without it fails here rather than showing in English to a Spanish reader.
 */
import { ADMIN_RESOURCE_NAMES } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES } from '../../src/i18n/messages';
import { flattenMessages } from '../../src/i18n/messageTree';
import { CHOICE_LABELS_ES } from '../../src/schema/labels-es';
import { choiceLabel, fieldLabelIn, spanishFieldLabel } from '../../src/schema/resourceLabels';
import { ADMIN_SCHEMA } from '../fake-api/fixtures';

const spanish = flattenMessages(CONSOLE_MESSAGES.es);
const english = flattenMessages(CONSOLE_MESSAGES.en);

describe('table names', () => {
  it('has every resource in Spanish, singular and plural', () => {
    const missing = ADMIN_RESOURCE_NAMES.filter(
      (name) => !/^[^|]+ \|\|\|\| [^|]+$/.test(spanish.get(`resources.${name}.name`) ?? ''),
    );
    expect(missing).toEqual([]);
    expect(ADMIN_SCHEMA.map((schema) => schema.name).filter((name) => !spanish.has(`resources.${name}.name`))).toEqual(
      [],
    );
  });

  it('leaves English to the labels the API sends', () => {
    expect([...english.keys()].filter((key) => key.startsWith('resources.'))).toEqual([]);
  });
});

describe('column labels', () => {
  it('has every column of every table in Spanish', () => {
    const missing = ADMIN_SCHEMA.flatMap((schema) =>
      schema.fields.filter((field) => !spanishFieldLabel(field.name)).map((field) => `${schema.name}.${field.name}`),
    );
    expect(missing).toEqual([]);
  });

  it("names a translation column after its original's Spanish, and keeps English as the API's", () => {
    expect(fieldLabelIn('es', 'descriptionEs')).toBe('Descripción (en español)');
    expect(fieldLabelIn('es', 'pricePerNight')).toBe('Precio por noche');
    expect(fieldLabelIn('en', 'descriptionEs')).toBe('Description (Spanish)');
    expect(fieldLabelIn('en', 'pricePerNight')).toBe('Price per night');
    expect(spanishFieldLabel('neverAColumn')).toBeUndefined();
  });
});

describe('enum values', () => {
  it('has every choice of every column in Spanish', () => {
    const missing = ADMIN_SCHEMA.flatMap((schema) =>
      schema.fields.flatMap((field) =>
        (field.choices ?? [])
          .filter((value) => !Object.hasOwn(CHOICE_LABELS_ES, String(value)))
          .map((value) => `${schema.name}.${field.name}: ${String(value)}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('reads a value in the language asked for', () => {
    expect(choiceLabel('food_beverage', 'en')).toBe('Food beverage');
    expect(choiceLabel('food_beverage', 'es')).toBe('Alimentos y bebidas');
  });
});
