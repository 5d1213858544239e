/**
 * The home page's media carousel (spec §2 Home): five items, previous/next buttons and dots,
 * wrapping at both ends; arrow keys move it while focus is inside; swipes move it on touch
 * screens. Follows the WAI-ARIA carousel pattern: a region with roledescription "carousel",
 * slides named "n of 5", hidden slides inert, and a live region that speaks only while the
 * guest is using the carousel (it never moves by itself). The film stops and rewinds when
 * its slide is left. Reaching the second item tells the newsletter popup (spec §4).
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';
import { fill } from '../../lib/format';
import { announceCarouselSecondItem } from '../../lib/newsletter-popup';
import FilmSlide from './FilmSlide';
import type { CarouselSlide } from './media-items';
import './MediaCarousel.css';

export interface CarouselTexts {
  label: string;
  previous: string;
  next: string;
  slideOf: string;
  chooseSlide: string;
  showSlide: string;
  playFilm: string;
  filmComingSoon: string;
  filmFailed: string;
}

interface Props {
  slides: CarouselSlide[];
  texts: CarouselTexts;
}

/** A horizontal finger movement longer than this (px) is a swipe, not a tap. */
const SWIPE_PX = 48;

/** Being in a browser never changes: no subscription needed. */
const neverChanges = () => () => undefined;

export default function MediaCarousel({ slides, texts }: Props) {
  const trackId = useId();
  const [current, setCurrent] = useState(0);
  const [filmStarted, setFilmStarted] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const secondItemAnnounced = useRef(false);
  const count = slides.length;
  // The server (and hydration) draw only the shown slide's picture; once hydrated, its
  // neighbours too, so the next one is ready before it slides in. Every picture is its own
  // SVG document to the browser: five at once cost a phone's first seconds for nothing.
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  // A picture once drawn stays, so going back never flickers.
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set());
  const isNear = (index: number) =>
    index === current || drawn.has(index) || (hydrated && [1, count - 1].includes((index - current + count) % count));

  function goTo(index: number) {
    const next = ((index % count) + count) % count;
    setCurrent(next);
    setDrawn((before) => new Set([...before, next, (next + 1) % count, (next + count - 1) % count]));
    setFilmStarted(false);
  }

  useEffect(() => {
    if (current === 1 && !secondItemAnnounced.current) {
      secondItemAnnounced.current = true;
      announceCarouselSecondItem();
    }
  }, [current]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A playing film's own controls use the arrow keys to seek.
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(current + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_PX) goTo(current + (distance < 0 ? 1 : -1));
  }

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={texts.label}
      onKeyDown={onKeyDown}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setInteracting(false);
      }}
    >
      <div className="carousel-viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {/* Controls come first, so Tab reaches them before the slide's own content. They sit
            in a box the picture's size, which centres them on the picture, not the caption. */}
        <div className="carousel-arrows">
          <button
            type="button"
            className="carousel-arrow"
            aria-controls={trackId}
            aria-label={texts.previous}
            onClick={() => goTo(current - 1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className="carousel-arrow"
            aria-controls={trackId}
            aria-label={texts.next}
            onClick={() => goTo(current + 1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
        <div
          id={trackId}
          className="carousel-track"
          aria-live={interacting ? 'polite' : 'off'}
          style={{ transform: `translateX(${-100 * current}%)` }}
        >
          {slides.map((slide, index) => (
            <div
              key={slide.title}
              className={slide.kind === 'video' && filmStarted ? 'carousel-slide is-playing' : 'carousel-slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(texts.slideOf, { n: index + 1, count })}
              inert={index !== current}
            >
              {slide.kind === 'image' ? (
                isNear(index) ? (
                  <img src={slide.image} alt={slide.alt} width="800" height="500" loading="lazy" decoding="async" />
                ) : (
                  <div className="carousel-picture-later" role="img" aria-label={slide.alt} />
                )
              ) : (
                <FilmSlide
                  slide={slide}
                  active={index === current}
                  started={filmStarted}
                  onStart={() => setFilmStarted(true)}
                  texts={texts}
                />
              )}
              <div className="carousel-caption">
                <h3>{slide.title}</h3>
                <p>{slide.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="carousel-dots" role="group" aria-label={texts.chooseSlide}>
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            className="carousel-dot"
            aria-controls={trackId}
            aria-label={fill(texts.showSlide, { n: index + 1, title: slide.title })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
