/** A room card's rating is the API's (computed from approved reviews): none without reviews, and "1 review" in the singular. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RoomCard } from '../../src/components/rooms/RoomCard';
import { ROOMS_FIXTURE } from '../support/rooms-fixture';

const card = (rating: number | null, reviewCount: number, lang: 'en' | 'es' = 'en') =>
  renderToStaticMarkup(
    createElement(RoomCard, { room: { ...ROOMS_FIXTURE[0]!, rating, reviewCount }, lang, variant: 'rooms' }),
  );

describe('RoomCard rating', () => {
  it.each([
    [4.8, 127, 'en', '4.8 · 127 reviews'],
    [5, 1, 'en', '5.0 · 1 review'],
    [5, 1, 'es', '5.0 · 1 reseña'],
  ] as const)('%s from %s reviews reads %s (%s)', (rating, count, lang, text) => {
    expect(card(rating, count, lang)).toContain(text);
  });

  it('shows no rating, not "0.0", for a room without approved reviews', () => {
    const html = card(null, 0);
    expect(html).not.toContain('room-rating');
    expect(html).not.toContain('0.0');
  });
});
