import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '../../src/i18n/featureMessages';
import { browserLocale } from '../../src/i18n/locale';
import { CONSOLE_MESSAGES } from '../../src/i18n/messages';
import { flattenMessages, type MessageTree } from '../../src/i18n/messageTree';

const placeholdersOf = (phrase: string) => [...phrase.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = flattenMessages(CONSOLE_MESSAGES.en);
const spanish = flattenMessages(CONSOLE_MESSAGES.es);

describe('the console in English and Spanish', () => {
  it("has every react-admin phrase in Spanish, none left in the English pack's words", () => {
    const reactAdmin = flattenMessages(englishMessages as unknown as MessageTree);
    const untranslated = [...reactAdmin].filter(([key, phrase]) => spanish.get(key) === phrase).map(([key]) => key);
    // "No", "Inspector" and the empty answer read the same in both languages.
    expect(untranslated).toEqual([
      'ra.boolean.false',
      'ra.boolean.null',
      'ra.message.no',
      'ra.configurable.inspector.title',
    ]);
  });

  it('has each feature phrase in both languages with the same placeholders', () => {
    const namespaces = FEATURE_MESSAGES.map((feature) => feature.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    for (const feature of FEATURE_MESSAGES) {
      const en = flattenMessages(feature.en, feature.namespace);
      const es = flattenMessages(feature.es, feature.namespace);
      expect([...es.keys()]).toEqual([...en.keys()]);
      for (const [key, phrase] of en) {
        expect({ key, placeholders: placeholdersOf(es.get(key) ?? '') }).toEqual({
          key,
          placeholders: placeholdersOf(phrase),
        });
        expect(phrase.trim(), key).not.toBe('');
        expect(english.get(key)).toBe(phrase);
      }
    }
  });

  it("starts in the browser's language when it is Spanish of any country, else English", () => {
    expect(browserLocale(['es-GT', 'en-US'])).toBe('es');
    expect(browserLocale(['es-419'])).toBe('es');
    expect(browserLocale(['en-GB', 'es'])).toBe('en');
    expect(browserLocale(['de-DE', 'es-MX'])).toBe('es');
    expect(browserLocale(['fr-FR'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});
