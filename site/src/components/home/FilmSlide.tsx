/**
 * The carousel's film: its poster with a play button. Until a film file is configured
 * (HOME_FILM_URL) the <video> has no source and the button is disabled and says the film is
 * coming, so nothing tries to load what does not exist. Leaving the slide pauses and rewinds.
 */
import { useEffect, useRef, useState } from 'react';
import type { CarouselSlide } from './media-items';
import type { CarouselTexts } from './MediaCarousel';

interface Props {
  slide: Extract<CarouselSlide, { kind: 'video' }>;
  /** The film's slide is the one showing. */
  active: boolean;
  /** The guest pressed play since the slide was last shown (the carousel resets it). */
  started: boolean;
  onStart: () => void;
  texts: Pick<CarouselTexts, 'playFilm' | 'filmComingSoon' | 'filmFailed'>;
}

export default function FilmSlide({ slide, active, started, onStart, texts }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (active || !element || (element.paused && element.currentTime === 0)) return;
    element.pause();
    element.currentTime = 0;
  }, [active]);

  function play() {
    onStart();
    // Rejects when the file is missing or the browser cannot decode it: say so, don't throw.
    video.current?.play().catch(() => setFailed(true));
  }

  const playable = slide.film !== null && !failed;
  return (
    <div className="carousel-film">
      <video
        ref={video}
        src={slide.film ?? undefined}
        poster={slide.poster}
        preload="none"
        playsInline
        controls={started && playable}
        aria-label={slide.alt}
        onError={() => setFailed(true)}
      />
      {!(started && playable) && (
        <button type="button" className="carousel-play" disabled={!playable} onClick={play}>
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
          <span>{slide.film === null ? texts.filmComingSoon : failed ? texts.filmFailed : texts.playFilm}</span>
        </button>
      )}
    </div>
  );
}
