/** The site's run-time configuration: how the retreat is reached and the home film. */
import { describe, expect, it } from 'vitest';
import { homeFilmUrl } from '../../src/lib/home-film';
import { DEFAULT_CONTACT_EMAIL, displayPhone, retreatContact, whatsAppLink } from '../../src/lib/retreat-contact';

describe('retreat contact', () => {
  it('invents nothing when unconfigured', () => {
    expect(retreatContact({})).toEqual({ whatsAppNumber: null, instagramHandle: null, email: DEFAULT_CONTACT_EMAIL });
  });

  it('reads the number, handle and inbox from the environment, as people write them', () => {
    const contact = retreatContact({
      RETREAT_WHATSAPP_NUMBER: '+502 7721-0000',
      RETREAT_INSTAGRAM_HANDLE: '@lakeside.atitlan',
      CONTACT_INBOX: ' stay@lakeside.gt ',
    });
    expect(contact).toEqual({ whatsAppNumber: '50277210000', instagramHandle: 'lakeside.atitlan', email: 'stay@lakeside.gt' });
    expect(displayPhone('50277210000')).toBe('+502 7721 0000');
    expect(displayPhone('14155550100')).toBe('+14155550100');
    expect(whatsAppLink('50277210000', '¡Hola!')).toBe('https://wa.me/50277210000?text=%C2%A1Hola!');
  });

  it.each([
    ['RETREAT_WHATSAPP_NUMBER', 'call us', 'whatsAppNumber', null],
    ['RETREAT_WHATSAPP_NUMBER', '1234', 'whatsAppNumber', null],
    ['RETREAT_INSTAGRAM_HANDLE', 'https://instagram.com/x', 'instagramHandle', null],
    ['CONTACT_INBOX', 'not-an-address', 'email', DEFAULT_CONTACT_EMAIL],
  ] as const)('ignores %s=%j', (variable, value, field, expected) => {
    expect(retreatContact({ [variable]: value })[field]).toBe(expected);
  });
});

describe('home film', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['/media/home/lakeside.mp4', '/media/home/lakeside.mp4'],
    ['https://cdn.example.org/lakeside.webm', 'https://cdn.example.org/lakeside.webm'],
    ['//cdn.example.org/x.mp4', null],
    ['javascript:alert(1)', null],
    ['lakeside.mp4', null],
  ])('HOME_FILM_URL=%j → %j', (value, expected) => {
    expect(homeFilmUrl(value === undefined ? {} : { HOME_FILM_URL: value })).toBe(expected);
  });
});
