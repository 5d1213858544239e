/**
 * Behaviour of MediaCarousel.astro: move between slides (buttons, dots, arrow keys, swipes),
 * keep the ARIA states true, draw pictures as they come near, and play the film.
 */
/** A horizontal finger movement longer than this (px) is a swipe, not a tap. */
const SWIPE_PX = 48;

export function enhanceMediaCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.carousel-track');
  const viewport = root.querySelector<HTMLElement>('.carousel-viewport');
  if (!track || !viewport) return;
  const slides = [...track.querySelectorAll<HTMLElement>('.carousel-slide')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('.carousel-dot')];
  const film = filmOf(track);
  const count = slides.length;
  let current = 0;

  /** The shown slide and its neighbours get their pictures, so the next one is ready before it slides in. */
  const drawNear = (index: number) =>
    [index, (index + 1) % count, (index + count - 1) % count].forEach((near) => drawPicture(slides[near]!));

  function goTo(index: number) {
    current = ((index % count) + count) % count;
    track!.style.transform = `translateX(${-100 * current}%)`;
    slides.forEach((slide, i) => (slide.inert = i !== current));
    dots.forEach((dot, i) => (i === current ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
    drawNear(current);
    film?.reset();
    if (current === 1) announceSecondItem(root);
  }

  root.querySelectorAll<HTMLButtonElement>('.carousel-arrow').forEach((arrow) =>
    arrow.addEventListener('click', () => goTo(current + Number(arrow.dataset.step))),
  );
  dots.forEach((dot, index) => dot.addEventListener('click', () => goTo(index)));

  root.addEventListener('keydown', (event) => {
    // A playing film's own controls use the arrow keys to seek.
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    goTo(current + (event.key === 'ArrowLeft' ? -1 : 1));
  });

  // The live region speaks only while the guest is using the carousel.
  root.addEventListener('focusin', () => track.setAttribute('aria-live', 'polite'));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) track.setAttribute('aria-live', 'off');
  });

  let swipeStart: number | null = null;
  viewport.addEventListener('pointerdown', (event) => {
    swipeStart = event.pointerType === 'mouse' ? null : event.clientX;
  });
  viewport.addEventListener('pointerup', (event) => {
    if (swipeStart === null) return;
    const distance = event.clientX - swipeStart;
    swipeStart = null;
    if (Math.abs(distance) >= SWIPE_PX) goTo(current + (distance < 0 ? 1 : -1));
  });

  // The neighbours of the first slide wait until the page has loaded: a phone has better
  // things to do with its first seconds than build pictures nobody is looking at yet.
  afterLoadWhenIdle(() => drawNear(current));
  root.dataset.enhanced = '';
}

/**
 * The first time the guest reaches the second item, the event the page named (the home page
 * brings its newsletter popup forward with it), and the moment, for a listener still loading.
 */
function announceSecondItem(root: HTMLElement): void {
  const event = root.dataset.secondItemEvent;
  if (!event || window.lakesideCarouselSecondItemAt !== undefined) return;
  window.lakesideCarouselSecondItemAt = performance.now();
  window.dispatchEvent(new CustomEvent(event));
}

/** Turns a slide's placeholder into its picture, or gives the film its poster; once drawn, it stays. */
function drawPicture(slide: HTMLElement): void {
  const video = slide.querySelector('video');
  if (video?.dataset.poster) video.poster = video.dataset.poster;
  const later = slide.querySelector<HTMLElement>('.carousel-picture-later');
  if (!later?.dataset.src) return;
  const picture = document.createElement('img');
  Object.assign(picture, { src: later.dataset.src, alt: later.getAttribute('aria-label') ?? '', width: 800, height: 500 });
  picture.decoding = 'async';
  later.replaceWith(picture);
}

/**
 * The film's slide: its play button starts the film and gives it its controls; reset()
 * (on every slide change) stops and rewinds it and brings the poster's button back. A film
 * the browser cannot play says so on the button instead of throwing.
 */
function filmOf(track: HTMLElement) {
  const video = track.querySelector('video');
  const button = track.querySelector<HTMLButtonElement>('.carousel-play');
  const slide = video?.closest<HTMLElement>('.carousel-slide');
  if (!video || !button || !slide) return null;
  const show = (playing: boolean) => {
    video.controls = playing;
    button.hidden = playing;
    slide.classList.toggle('is-playing', playing);
  };
  const fail = () => {
    button.disabled = true;
    button.querySelector('span')!.textContent = button.dataset.failedText ?? '';
    show(false);
  };
  video.addEventListener('error', fail);
  button.addEventListener('click', () => {
    show(true);
    video.play().catch(fail);
  });
  return {
    reset() {
      show(false);
      if (video.paused && video.currentTime === 0) return;
      video.pause();
      video.currentTime = 0;
    },
  };
}

function afterLoadWhenIdle(task: () => void): void {
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(task) : task());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
