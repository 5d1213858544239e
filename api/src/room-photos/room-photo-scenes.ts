/**
 * The demo's room photos, drawn by us (no stock photos, no network): one scene per seeded room
 * — dawn, dusk or midday over the lake and its volcanoes, with the room's terrace, balcony or
 * cottage — rendered to a JPEG at seed time, so `npm start` shows photos through the same
 * upload path staff use.
 */

interface Scene {
  sky: [string, string, string];
  sun: { x: number; y: number; color: string };
  water: [string, string];
  foreground: string;
  alt: string;
  altEs: string;
}

const WIDTH = 1600;
const HEIGHT = 1000;

export const ROOM_PHOTO_SCENES: Record<string, Scene> = {
  lakefront_lower: {
    sky: ['#7fb3c8', '#cfe3e6', '#f7e2bf'],
    sun: { x: 420, y: 250, color: '#fff4d6' },
    water: ['#3f7f94', '#1f4f63'],
    foreground: terrace(),
    alt: 'The lakefront terrace at dawn, the volcanoes across the water',
    altEs: 'La terraza frente al lago al amanecer, con los volcanes al otro lado del agua',
  },
  upper_lakefront: {
    sky: ['#e98d5c', '#f4b47c', '#f8dcb0'],
    sun: { x: 1150, y: 330, color: '#ffe2a8' },
    water: ['#4d6f80', '#253f52'],
    foreground: balcony(),
    alt: 'The upper balcony at sunset over the lake',
    altEs: 'El balcón superior al atardecer sobre el lago',
  },
  lakeside_cottage: {
    sky: ['#9cc6d6', '#d4e8ea', '#eef1e2'],
    sun: { x: 300, y: 200, color: '#fffbe8' },
    water: ['#3a8090', '#22525f'],
    foreground: cottage('#c98f5f', '#7b4a2b', '#5f7f4a'),
    alt: 'The lakeside cottage among the trees by the shore',
    altEs: 'La cabaña junto al lago entre los árboles de la orilla',
  },
  garden_cottage: {
    sky: ['#b7d4c0', '#dcebd6', '#f4eed9'],
    sun: { x: 1300, y: 220, color: '#fffbe8' },
    water: ['#46808c', '#2a5864'],
    foreground: cottage('#d7a877', '#7b4a2b', '#4f7a3f') + garden(),
    alt: 'The garden cottage in the flowering garden above the lake',
    altEs: 'La cabaña del jardín en el jardín florido sobre el lago',
  },
};

/** The room's scene as an SVG document; unknown rooms get the lakefront one. */
export function roomSceneSvg(roomId: string): string {
  const scene = ROOM_PHOTO_SCENES[roomId] ?? ROOM_PHOTO_SCENES.lakefront_lower!;
  const ripples = Array.from({ length: 26 }, (_, i) => {
    const y = 640 + i * 14;
    const x = (i * 373) % 1400;
    return `<path d="M${x} ${y}h${120 + ((i * 53) % 160)}" stroke="#e4f1f4" stroke-width="${2 + (i % 3)}" stroke-linecap="round" opacity=".35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.sky[0]}"/><stop offset=".6" stop-color="${scene.sky[1]}"/><stop offset="1" stop-color="${scene.sky[2]}"/>
    </linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.water[0]}"/><stop offset="1" stop-color="${scene.water[1]}"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${scene.sun.color}" stop-opacity=".9"/><stop offset="1" stop-color="${scene.sun.color}" stop-opacity="0"/></radialGradient>
    <linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity=".35"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="260" fill="url(#glow)"/>
  <circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="70" fill="${scene.sun.color}"/>
  <path d="M0 600 260 330 350 380 470 250 760 600z" fill="#7f97a3"/>
  <path d="M520 600 900 170 1010 260 1090 220 1400 600z" fill="#5d7888"/>
  <path d="M900 170 850 226 905 238 960 210z" fill="#eef3f4" opacity=".85"/>
  <path d="M1150 600 1390 380 1600 520V600z" fill="#6c8794"/>
  <rect y="420" width="${WIDTH}" height="180" fill="url(#haze)"/>
  <rect y="600" width="${WIDTH}" height="400" fill="url(#water)"/>
  <path d="M0 600h${WIDTH}" stroke="#dbe9ec" stroke-width="3" opacity=".6"/>
  <ellipse cx="${scene.sun.x}" cy="800" rx="80" ry="190" fill="${scene.sun.color}" opacity=".18"/>
  ${ripples}
  ${scene.foreground}
</svg>`;
}

function terrace(): string {
  const posts = Array.from(
    { length: 9 },
    (_, i) => `<rect x="${40 + i * 90}" y="760" width="16" height="110" fill="#5a3f2a"/>`,
  ).join('');
  return `<path d="M0 860h900v140H0z" fill="#7a5a3e"/>
  <path d="M0 880h900M0 920h900M0 960h900" stroke="#654830" stroke-width="6"/>
  ${posts}<rect x="0" y="752" width="860" height="18" rx="6" fill="#4e3724"/>
  <rect x="560" y="800" width="210" height="20" rx="8" fill="#e8dcc4"/><rect x="590" y="820" width="14" height="60" fill="#3d2a1b"/><rect x="726" y="820" width="14" height="60" fill="#3d2a1b"/>
  <path d="M1180 1000c40-180 80-260 150-330M1240 1000c20-140 60-230 140-300" stroke="#3f5e34" stroke-width="18" fill="none" stroke-linecap="round"/>`;
}

function balcony(): string {
  const rails = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${960 + i * 54}" y="760" width="12" height="150" fill="#4a3322"/>`,
  ).join('');
  return `<path d="M900 1000V900h700v100z" fill="#6d4b33"/>
  <rect x="930" y="740" width="670" height="24" rx="8" fill="#4a3322"/>${rails}
  <path d="M0 1000V930q300-60 700 0v70z" fill="#48643c" opacity=".9"/>
  <rect x="1040" y="830" width="220" height="26" rx="10" fill="#f0e3cb"/><circle cx="1120" cy="812" r="24" fill="#c0504d"/>`;
}

function cottage(wall: string, roof: string, grass: string): string {
  return `<path d="M0 1000V880q400-70 900-20t700 10v130z" fill="${grass}"/>
  <path d="M980 930V700l220-160 220 160v230z" fill="${wall}"/>
  <path d="M930 715 1200 510l270 205" stroke="${roof}" stroke-width="40" fill="none" stroke-linejoin="round"/>
  <rect x="1160" y="790" width="90" height="140" rx="6" fill="#5a3a24"/>
  <rect x="1030" y="760" width="90" height="70" rx="6" fill="#f6e7b8"/><rect x="1290" y="760" width="90" height="70" rx="6" fill="#f6e7b8"/>
  <circle cx="820" cy="820" r="110" fill="#3f6a3a"/><circle cx="720" cy="860" r="80" fill="#4d7a40"/><rect x="806" y="880" width="24" height="80" fill="#4a3322"/>`;
}

function garden(): string {
  const flowers = Array.from({ length: 28 }, (_, i) => {
    const colors = ['#e76f51', '#f4a261', '#e9c46a', '#d1495b'];
    return `<circle cx="${60 + ((i * 131) % 860)}" cy="${900 + ((i * 47) % 80)}" r="${10 + (i % 4) * 3}" fill="${colors[i % 4]}"/>`;
  }).join('');
  return `${flowers}<circle cx="180" cy="800" r="90" fill="#3f6a3a"/><rect x="168" y="860" width="24" height="90" fill="#4a3322"/>`;
}
