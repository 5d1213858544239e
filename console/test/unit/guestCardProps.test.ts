/** Form values mid-edit → the site's card props: what staff typed, or a safe stand-in. */
import { describe, expect, it } from 'vitest';
import { guestEvent, guestMenuItem, guestRoom } from '../../src/preview/cardProps';

const TODAY = '2026-11-23';

describe('guestRoom', () => {
  it('passes a complete room through in the API shape', () => {
    expect(
      guestRoom({
        id: 'lakefront_lower',
        name: 'Lakefront Lower Room',
        description: 'By the water.',
        pricePerNight: '65.00',
        currency: 'usd',
        maxGuests: 2,
        beds: 1,
        bathrooms: 1,
        amenities: ['Lake view', ''],
        displayOrder: 1,
      }),
    ).toEqual({
      id: 'lakefront_lower',
      name: 'Lakefront Lower Room',
      description: 'By the water.',
      pricePerNight: '65.00',
      currency: 'USD',
      maxGuests: 2,
      beds: 1,
      bathrooms: 1,
      amenities: ['Lake view'],
      // Computed from guests' reviews, never typed: the preview shows no rating.
      rating: null,
      reviewCount: 0,
      photos: [],
    });
  });

  it('draws an empty create form without throwing values at Intl', () => {
    expect(guestRoom({})).toEqual({
      id: 'new-room',
      name: '',
      description: '',
      pricePerNight: '0.00',
      currency: 'USD',
      maxGuests: 1,
      beds: 1,
      bathrooms: 1,
      amenities: [],
      rating: null,
      reviewCount: 0,
      photos: [],
    });
  });

  it.each([
    ['12.', '0.00'],
    ['abc', '0.00'],
    ['-5', '0.00'],
    [' 80 ', '80'],
    [80, '80'],
  ])('keeps the price %j as %j', (typed, shown) => {
    expect(guestRoom({ pricePerNight: typed }).pricePerNight).toBe(shown);
  });

  it.each([
    ['US', 'USD'],
    ['gtq', 'GTQ'],
    ['', 'USD'],
    [null, 'USD'],
  ])('reads the currency %j as %j', (typed, code) => {
    expect(guestRoom({ currency: typed }).currency).toBe(code);
  });
});

describe('guestEvent', () => {
  it('counts the spots left and names the occurrence like the events API', () => {
    const event = guestEvent(
      {
        id: 7,
        title: 'Cacao Ceremony',
        eventDate: '2026-12-05',
        eventTime: '18:00',
        maxAttendees: 20,
        currentAttendees: 5,
      },
      TODAY,
    );
    expect(event).toMatchObject({
      id: 'event:7',
      eventDate: '2026-12-05',
      eventTime: '18:00',
      spotsLeft: 15,
      currency: 'USD',
    });
  });

  it.each([
    [{ maxAttendees: 10, currentAttendees: 12 }, 0],
    [{ maxAttendees: '' }, 0],
  ])('never shows negative spots (%j)', (values, spots) => {
    expect(guestEvent(values, TODAY).spotsLeft).toBe(spots);
  });

  it.each([
    ['', TODAY, '00:00'],
    ['2026-13-45', TODAY, '00:00'],
    ['2026-12-05T00:00:00.000Z', '2026-12-05', '00:00'],
  ])('stands in for the date %j until one is picked', (typedDate, date, time) => {
    expect(guestEvent({ eventDate: typedDate, eventTime: '25:99' }, TODAY)).toMatchObject({
      id: 'event:new',
      eventDate: date,
      eventTime: time,
    });
  });
});

describe('guestMenuItem', () => {
  it('shows a new dish as available and not spicy until staff say otherwise', () => {
    expect(guestMenuItem({ name: 'Pepián', price: '85.00' })).toEqual({
      name: 'Pepián',
      description: null,
      price: '85.00',
      isAvailable: true,
      isPopular: false,
      dietary: [],
      spiceLevel: null,
      preparationTime: null,
      allergens: [],
    });
  });

  it('keeps what staff set', () => {
    expect(
      guestMenuItem({
        description: 'Chicken stew',
        isAvailable: false,
        isPopular: true,
        dietary: ['gluten-free'],
        spiceLevel: 2,
        preparationTime: '25',
        allergens: ['nuts'],
      }),
    ).toMatchObject({
      description: 'Chicken stew',
      isAvailable: false,
      isPopular: true,
      dietary: ['gluten-free'],
      spiceLevel: 2,
      preparationTime: 25,
      allergens: ['nuts'],
    });
  });
});
