/**
 * The home carousel's five items, four pictures and one film (docs/requirements/pages-and-routes.md#home).
 * `image` and `poster` are plain URLs: today they point at illustrations of our own in
 * public/media/home/ (no stock photos), and a real photo's URL drops in the same place.
 */
import type { Dictionary } from '../../lib/i18n';

type ItemId = keyof Dictionary['home']['media']['items'];

interface PictureDefinition {
  id: ItemId;
  kind: 'image';
  image: string;
}

interface FilmDefinition {
  id: ItemId;
  kind: 'video';
  poster: string;
}

const ITEMS: ReadonlyArray<PictureDefinition | FilmDefinition> = [
  { id: 'dock', kind: 'image', image: '/media/home/dock.svg' },
  { id: 'sauna', kind: 'image', image: '/media/home/sauna.svg' },
  { id: 'drumCircle', kind: 'image', image: '/media/home/drum-circle.svg' },
  { id: 'film', kind: 'video', poster: '/media/home/film-poster.svg' },
  { id: 'gardenTable', kind: 'image', image: '/media/home/garden-table.svg' },
];

interface SlideTexts {
  title: string;
  text: string;
  alt: string;
}

/** One slide as the carousel draws it: everything resolved on the server. */
export type CarouselSlide =
  | ({ kind: 'image'; image: string } & SlideTexts)
  | ({ kind: 'video'; poster: string; film: string | null } & SlideTexts);

export function carouselSlides(texts: Dictionary['home']['media'], filmUrl: string | null): CarouselSlide[] {
  return ITEMS.map((item) =>
    item.kind === 'image'
      ? { kind: 'image', image: item.image, ...texts.items[item.id] }
      : { kind: 'video', poster: item.poster, film: filmUrl, ...texts.items[item.id] },
  );
}

/** The carousel's own texts: its name, its controls' labels and the film button's states. */
export type CarouselTexts = Pick<
  Dictionary['home']['media'],
  'label' | 'previous' | 'next' | 'slideOf' | 'chooseSlide' | 'showSlide' | 'playFilm' | 'filmComingSoon' | 'filmFailed'
>;

/** The control texts only: the items' texts already travel inside the slides. */
export function carouselTexts(texts: Dictionary['home']['media']): CarouselTexts {
  const { label, previous, next, slideOf, chooseSlide, showSlide, playFilm, filmComingSoon, filmFailed } = texts;
  return { label, previous, next, slideOf, chooseSlide, showSlide, playFilm, filmComingSoon, filmFailed };
}
