import { describe, expect, it } from 'vitest';
import { MESSAGES, tooLong, type MessageKey } from './messages.js';
import { MESSAGES_ES, messageIn } from './messages-es.js';

const numbersIn = (text: string) => text.match(/\d+/g) ?? [];

describe('MESSAGES_ES', () => {
  it('says every field message in Spanish with the same limits', () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      expect(MESSAGES_ES[key], key).not.toBe(MESSAGES[key]);
      expect(numbersIn(MESSAGES_ES[key]), key).toEqual(numbersIn(MESSAGES[key]));
    }
  });

  it('finds a message by its English text, tooLong included; other texts stay as they came', () => {
    expect(messageIn('es', MESSAGES.required)).toBe('Obligatorio');
    expect(messageIn('es', MESSAGES.invalidAmount)).toBe(MESSAGES_ES.invalidAmount);
    expect(messageIn('es', tooLong(120))).toBe('Debe tener como máximo 120 caracteres');
    expect(messageIn('es', 'Duration must be a whole number from 15 to 480')).toBe(
      'Duration must be a whole number from 15 to 480',
    );
    expect(messageIn('en', MESSAGES.required)).toBe('Required');
  });
});
