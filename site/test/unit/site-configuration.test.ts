/** The site's run-time configuration (src/lib/site-config.ts), read once and checked. */
import { describe, expect, it } from 'vitest';
import { displayPhone, whatsAppLink } from '../../src/lib/retreat-contact';
import { DEFAULT_CONTACT_EMAIL, SiteConfigError, readSiteConfig } from '../../src/lib/site-config';

describe('site configuration', () => {
  it('has a working default for everything, and invents no contact', () => {
    expect(readSiteConfig({})).toEqual({
      apiUrl: 'http://127.0.0.1:3000',
      siteOrigin: null,
      consoleUrl: 'http://localhost:4300',
      contact: { whatsAppNumber: null, instagramHandle: null, email: DEFAULT_CONTACT_EMAIL },
      homeFilmUrl: null,
      production: false,
    });
  });

  it('reads what people write: spaces, dashes, an @, a trailing slash', () => {
    const config = readSiteConfig({
      API_URL: 'http://api.internal:3000/',
      SITE_ORIGIN: 'https://lakeside.example',
      CONSOLE_URL: 'https://console.lakeside.example/',
      RETREAT_WHATSAPP_NUMBER: '+502 7721-0000',
      RETREAT_INSTAGRAM_HANDLE: '@lakeside.atitlan',
      CONTACT_INBOX: ' stay@lakeside.gt ',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      apiUrl: 'http://api.internal:3000',
      siteOrigin: 'https://lakeside.example',
      consoleUrl: 'https://console.lakeside.example',
      contact: { whatsAppNumber: '50277210000', instagramHandle: 'lakeside.atitlan', email: 'stay@lakeside.gt' },
      production: true,
    });
    expect(displayPhone('50277210000')).toBe('+502 7721 0000');
    expect(displayPhone('14155550100')).toBe('+14155550100');
    expect(whatsAppLink('50277210000', '¡Hola!')).toBe('https://wa.me/50277210000?text=%C2%A1Hola!');
  });

  it.each([
    ['RETREAT_WHATSAPP_NUMBER', 'call us'],
    ['RETREAT_WHATSAPP_NUMBER', '1234'],
    ['RETREAT_INSTAGRAM_HANDLE', 'https://instagram.com/x'],
    ['CONTACT_INBOX', 'not-an-address'],
    ['API_URL', 'localhost:3000'],
    ['SITE_ORIGIN', 'https://lakeside.example/es'],
    ['CONSOLE_URL', 'ftp://console'],
    ['HOME_FILM_URL', 'javascript:alert(1)'],
  ])('names %s=%j as wrong rather than dropping it', (variable, value) => {
    expect(() => readSiteConfig({ [variable]: value })).toThrow(SiteConfigError);
    expect(() => readSiteConfig({ [variable]: value })).toThrow(`${variable}=${JSON.stringify(value)}`);
  });

  it('lists every wrong variable at once', () => {
    const error = (() => {
      try {
        readSiteConfig({ API_URL: 'nope', CONTACT_INBOX: 'nope' });
      } catch (caught) {
        return caught as SiteConfigError;
      }
    })();
    expect(error?.problems).toHaveLength(2);
  });
});

describe('home film', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['/media/home/lakeside.mp4', '/media/home/lakeside.mp4'],
    ['https://cdn.example.org/lakeside.webm', 'https://cdn.example.org/lakeside.webm'],
  ])('HOME_FILM_URL=%j → %j', (value, expected) => {
    expect(readSiteConfig(value === undefined ? {} : { HOME_FILM_URL: value }).homeFilmUrl).toBe(expected);
  });

  it.each(['//cdn.example.org/x.mp4', 'lakeside.mp4'])('refuses HOME_FILM_URL=%j', (value) => {
    expect(() => readSiteConfig({ HOME_FILM_URL: value })).toThrow(SiteConfigError);
  });
});
