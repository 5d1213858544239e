/**
 * English texts of the home page's media section: the carousel's controls, its five items
 * and the two links under it, with `{n}`-style placeholders that fill() completes.
 */
export const mediaEn = {
  title: 'Life by the lake',
  /** The carousel's accessible name (it is a region with roledescription "carousel"). */
  label: 'Photos and film of the retreat',
  previous: 'Previous slide',
  next: 'Next slide',
  /** Each slide's accessible name. */
  slideOf: '{n} of {count}',
  chooseSlide: 'Choose a slide',
  showSlide: 'Show slide {n}: {title}',
  playFilm: 'Play the film',
  /** Said on the disabled play button while no film file is configured. */
  filmComingSoon: 'Film coming soon',
  filmFailed: 'The film could not be played here.',
  items: {
    dock: {
      title: 'Mornings on the dock',
      text: 'Coffee at sunrise, with the volcanoes across the water.',
      alt: 'Illustration: a wooden dock reaching into Lake Atitlán at sunrise, a canoe and the volcanoes beyond.',
    },
    sauna: {
      title: 'Wood-fired sauna',
      text: 'Heat up, then step straight into the lake.',
      alt: 'Illustration: a wooden sauna cabin with a smoking chimney on the shore, a ladder into the lake at dusk.',
    },
    drumCircle: {
      title: 'Drum circles by the fire',
      text: 'Evenings of music with the village, under the stars.',
      alt: 'Illustration: people with drums sitting around a fire at night, the moon over the volcanoes.',
    },
    gardenTable: {
      title: 'From the garden to the table',
      text: 'Breakfast and dinner made with what grows around us.',
      alt: 'Illustration: a wooden table seen from above with a breakfast plate, coffee, cacao and avocado.',
    },
    film: {
      title: 'A paddle at sunset',
      text: 'A short film of a day at Lakeside.',
      alt: 'Poster of the film: a paddler in a canoe on the lake at sunset.',
    },
  },
  viewEvents: 'View Events & Schedule',
  viewGallery: 'View Gallery',
};
