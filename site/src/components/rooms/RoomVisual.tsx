/**
 * A room's picture: its first photo once staff upload one (RoomPhoto: AVIF and WebP sizes), until
 * then an illustration of our own (no stock photos). Fixed 16:10 box either way, so nothing
 * shifts while loading.
 */
import type { RoomReply } from '@lakeside/contracts';
import type { Lang } from '../../lib/i18n';
import { RoomPhoto } from './RoomPhoto';
import './RoomVisual.css';

interface Props {
  room: Pick<RoomReply, 'id' | 'photos'>;
  lang: Lang;
  /** Lazy below the fold; the first cards may load at once. */
  eager?: boolean;
  /** The `sizes` of the photo: a card in the grid by default. */
  sizes?: string;
}

/**
 * A card fills a phone's width less the page's margins; from 40rem the room and result grids
 * have two columns, up to half the 72rem content width.
 */
const CARD_SIZES = '(min-width: 40rem) min(calc(50vw - 2rem), 36rem), calc(100vw - 2rem)';

type Motif = 'terrace' | 'balcony' | 'cottage' | 'garden';

/** Sky, lake and accent colours per room; unknown rooms get the lakefront look. */
const SCENES: Record<string, { sky: [string, string]; water: string; motif: Motif }> = {
  lakefront_lower: { sky: ['#9cc7d3', '#f6e3c4'], water: '#2a6a80', motif: 'terrace' },
  upper_lakefront: { sky: ['#f0a770', '#f8dcb0'], water: '#335f73', motif: 'balcony' },
  lakeside_cottage: { sky: ['#b9d6dc', '#eef1e2'], water: '#2f6f7c', motif: 'cottage' },
  garden_cottage: { sky: ['#cfe0c5', '#f4eed9'], water: '#3d7280', motif: 'garden' },
};
const DEFAULT_SCENE = SCENES.lakefront_lower!;

export function RoomVisual({ room, lang, eager = false, sizes = CARD_SIZES }: Props) {
  const photo = room.photos[0];
  return (
    <div className="room-visual">
      {photo ? <RoomPhoto photo={photo} lang={lang} eager={eager} sizes={sizes} /> : <RoomScene roomId={room.id} />}
    </div>
  );
}

function RoomScene({ roomId }: { roomId: string }) {
  const scene = SCENES[roomId] ?? DEFAULT_SCENE;
  const gradientId = `sky-${roomId}`;
  return (
    <svg viewBox="0 0 320 200" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={scene.sky[0]} />
          <stop offset="1" stopColor={scene.sky[1]} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${gradientId})`} />
      <circle cx={scene.motif === 'balcony' ? 232 : 92} cy="58" r="18" fill="#fff6e0" opacity=".9" />
      <path d="M0 120 62 58l20 18 26-30 58 74z" fill="#6f8c98" />
      <path d="M120 120 196 40l36 34 20-14 68 60z" fill="#4a6878" />
      <path d="M196 40l-12 13 10 3 8-8z" fill="#eef3f4" opacity=".8" />
      <rect y="118" width="320" height="82" fill={scene.water} />
      <path
        d="M24 140h60m40 10h80m40-18h56M40 166h90m60 12h70"
        stroke="#dfeef2"
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity=".55"
      />
      <SceneMotif motif={scene.motif} />
    </svg>
  );
}

function SceneMotif({ motif }: { motif: Motif }) {
  switch (motif) {
    case 'terrace':
      return (
        <g>
          <path d="M0 172h150v28H0z" fill="#7a5a3e" />
          <path d="M8 150v22m30-22v22m30-22v22m30-22v22m30-22v22M0 152h150" stroke="#5a3f2a" strokeWidth="4" />
        </g>
      );
    case 'balcony':
      return (
        <g>
          <path d="M200 200v-44h120v44z" fill="#6d4b33" />
          <path
            d="M204 156h112M214 156v-30m92 30v-30M214 126q46 30 92 0"
            stroke="#4a3322"
            strokeWidth="4"
            fill="none"
          />
        </g>
      );
    case 'cottage':
      return (
        <g>
          <path d="M196 200v-50l40-30 40 30v50z" fill="#c98f5f" />
          <path d="M186 152l50-38 50 38" stroke="#7b4a2b" strokeWidth="8" fill="none" strokeLinejoin="round" />
          <rect x="226" y="166" width="20" height="34" fill="#5a3a24" />
          <path d="M0 186q80-14 180 4v10H0z" fill="#5f7f4a" />
        </g>
      );
    case 'garden':
      return (
        <g>
          <path d="M0 150q90-24 320 0v50H0z" fill="#58784a" />
          <path d="M178 196v-40l34-26 34 26v40z" fill="#d7a877" />
          <path d="M170 158l42-32 42 32" stroke="#7b4a2b" strokeWidth="7" fill="none" strokeLinejoin="round" />
          <circle cx="60" cy="146" r="26" fill="#3f6a3a" />
          <circle cx="96" cy="158" r="20" fill="#4d7a40" />
          <circle cx="286" cy="150" r="22" fill="#3f6a3a" />
          <path d="M60 172v28m36-22v22m190-28v28" stroke="#4a3322" strokeWidth="5" />
        </g>
      );
  }
}
