import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './preferred-language.js';

describe('preferredLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es-GT,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['de-DE,de;q=0.9,es;q=0.7,en;q=0.5', 'es'],
    ['en;q=0.4, es;q=0.8', 'es'],
    ['es;q=0, en', 'en'],
    ['fr, *;q=0.1', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
