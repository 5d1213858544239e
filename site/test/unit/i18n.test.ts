/** The dictionaries, language detection and localized paths. */
import { ERROR_TEXTS, MESSAGES, TEXT_LIMITS, tooLong } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/lib/i18n/en';
import { es } from '../../src/lib/i18n/es';
import { homeLanguage } from '../../src/lib/i18n/home-language';
import { localizedPath, messageTranslations, preferredLanguage, splitLanguagePrefix } from '../../src/lib/i18n';
import { messagesEn } from '../../src/lib/i18n/messages-en';
import { translateMessage } from '../../src/lib/i18n/translate-message';

/** Every leaf of a dictionary as 'a.b.c' → value (functions are called with sample facts elsewhere). */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) result.set(path, leaf);
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

describe('dictionaries', () => {
  const english = leaves(en);
  const spanish = leaves(es);

  it('have the same keys in English and Spanish', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [path, text] of [...english, ...spanish]) {
      if (typeof text === 'string') expect(text.trim(), path).not.toBe('');
    }
  });

  it('keep the same {placeholders} in both languages', () => {
    const placeholders = (text: unknown) => (typeof text === 'string' ? (text.match(/\{\w+\}/g) ?? []).sort() : []);
    for (const [path, text] of english) {
      expect(placeholders(spanish.get(path)), path).toEqual(placeholders(text));
    }
  });

  it('quote the contracts for the agreed texts', () => {
    expect(en.contactForm.sentTitle).toBe('Message Sent Successfully!');
    expect(en.newsletter.signedUpTitle).toBe('Thank you for signing up!');
    expect(en.messages.nameRequired).toBe(MESSAGES.nameRequired);
  });
});

describe('message translations', () => {
  it('are, for English, only the refusals the site raises itself', () => {
    expect(messageTranslations('en')).toEqual({
      codes: { 'common.replyUnreadable': ERROR_TEXTS['common.replyUnreadable'].en },
      texts: {},
    });
  });

  it('translate every guest-form message and the length limits into Spanish', () => {
    const table = messageTranslations('es');
    for (const [key, english] of Object.entries(messagesEn)) {
      if (key !== 'tooLong') expect(table.texts[english], key).toBe(es.messages[key as keyof typeof es.messages]);
    }
    expect(translateMessage(table, MESSAGES.invalidEmail)).toBe('Correo electrónico no válido');
    expect(translateMessage(table, tooLong(TEXT_LIMITS.personName))).toBe('Debe tener como máximo 100 caracteres');
    expect(translateMessage(table, 'A message nobody translated')).toBe('A message nobody translated');
  });
});

describe('preferredLanguage (Accept-Language)', () => {
  it.each([
    ['es-GT,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    ['en;q=0.4,es;q=0.6', 'es'],
    ['es;q=0,en', 'en'],
    ['de-DE', null],
    ['*', null],
    ['', null],
  ])('%j → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});

describe('homeLanguage', () => {
  const home = new URL('http://site.test/');

  it('follows Accept-Language without an explicit choice', () => {
    expect(homeLanguage(home, undefined, 'es-GT,es;q=0.9')).toBe('es');
    expect(homeLanguage(home, undefined, null)).toBe('en');
  });

  it('lets the remembered choice and the switch override the browser', () => {
    expect(homeLanguage(home, 'en', 'es-GT')).toBe('en');
    expect(homeLanguage(new URL('http://site.test/?lang=en'), 'es', 'es-GT')).toBe('en');
    expect(homeLanguage(home, 'klingon', 'es')).toBe('es');
  });
});

describe('localized paths', () => {
  it.each([
    ['/', 'en', '/'],
    ['/', 'es', '/es/'],
    ['/contact', 'es', '/es/contact'],
    ['/restaurant/menu', 'en', '/restaurant/menu'],
  ] as const)('%s in %s is %s', (path, lang, expected) => {
    expect(localizedPath(path, lang)).toBe(expected);
  });

  it.each([
    ['/es/contact', 'es', '/contact'],
    ['/es/', 'es', '/'],
    ['/es', 'es', '/'],
    ['/escape', 'en', '/escape'],
    ['/contact', 'en', '/contact'],
  ] as const)('%s is %s %s', (pathname, lang, path) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ lang, path });
  });
});
