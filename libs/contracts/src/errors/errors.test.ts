import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_TEXTS, errorMessage, fillErrorText, isErrorCode } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('error codes', () => {
  it.each(ERROR_CODES)('%s reads in English and Spanish with the same placeholders', (code) => {
    const { en, es } = ERROR_TEXTS[code];
    expect(en.trim()).not.toBe('');
    expect(es.trim()).not.toBe('');
    expect(es).not.toBe(en);
    expect(placeholders(es)).toEqual(placeholders(en));
  });

  it('names each code <feature>.<name>', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+\.[a-z][A-Za-z]+$/);
  });

  it('fills placeholders with the error params and leaves unknown ones as written', () => {
    expect(errorMessage('events.notEnoughSpots', { left: 2 })).toBe(
      'Not enough spots are left in this session. Only 2 left.',
    );
    expect(errorMessage('events.notEnoughSpots', { left: 2 }, 'es')).toContain('Cupos restantes: 2.');
    expect(fillErrorText('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('knows its codes and nothing else', () => {
    expect(isErrorCode('rooms.datesUnavailable')).toBe(true);
    expect(isErrorCode('rooms.unknown')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
