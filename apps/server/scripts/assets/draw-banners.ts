/**
 * Banners, logos, quiz answers and intro slides. Headlines are HTML, so no Korean text is drawn here; the
 * scenes reuse the product drawings through `place`.
 */
import type { DrawKind } from '../../src/db/seed/data/types';
import themeData from './banner-themes.json';
import { drawProduct, type Finish, place, singleSpeaker } from './draw-products';
import { n, STUDIO_DEFS, shade, svgDoc } from './svg-kit';

const FINISH_HEX = {
  walnut: '#7a4e2d',
  oak: '#c49a6c',
  black: '#232323',
  white: '#f1efea',
  silver: '#c3c7cc',
  sage: '#8ea58a',
  sand: '#d9c9ab',
  navy: '#27364f',
  lavender: '#a99ad6',
  gray: '#85898e',
  red: '#b8433a',
};
type FinishKey = keyof typeof FINISH_HEX;
const finish = (key: FinishKey): Finish => ({ key, hex: FINISH_HEX[key] });

const WALNUT = finish('walnut');
const OAK = finish('oak');
const BLACK = finish('black');
const WHITE = finish('white');
const SILVER = finish('silver');
const SAGE = finish('sage');
const SAND = finish('sand');
const LAVENDER = finish('lavender');

function item(
  kind: DrawKind,
  finish: Finish,
  cx: number,
  floorY: number,
  scale: number,
  view: 'front' | 'angle' = 'front',
): string {
  return place(drawProduct(kind, finish, view, ''), cx, floorY, scale);
}

function gradient(id: string, from: string, to: string, vertical = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function plant(x: number, floorY: number, s: number): string {
  const leaves = [
    [-40, -150, -35],
    [30, -170, 30],
    [-10, -210, -5],
    [55, -120, 60],
    [-60, -110, -60],
    [10, -130, 10],
  ]
    .map(
      ([dx, dy, rot], i) =>
        `<ellipse cx="${dx}" cy="${dy}" rx="22" ry="62" fill="${i % 2 ? '#5f8a5a' : '#4d7a4c'}" transform="rotate(${rot} ${dx} ${dy})"/>`,
    )
    .join('');
  return `<g transform="translate(${n(x)} ${n(floorY)}) scale(${n(s)})"><path d="M0 -60 V-190" stroke="#4d6b45" stroke-width="4"/>${leaves}<path d="M-48 -70 H48 L38 0 H-38 Z" fill="#d9cbb6"/><path d="M-48 -70 H48 L46 -56 H-46 Z" fill="#c9b89f"/></g>`;
}

function recordSleeve(x: number, y: number, size: number, color: string, accent: string): string {
  return `<g transform="translate(${n(x)} ${n(y)})"><rect width="${size}" height="${size}" fill="${color}" rx="3"/><circle cx="${size * 0.62}" cy="${size * 0.45}" r="${size * 0.24}" fill="${accent}"/><rect x="${size * 0.12}" y="${size * 0.78}" width="${size * 0.4}" height="${size * 0.05}" fill="#fff" opacity=".6"/></g>`;
}

/** The home hero: a warm living room with a sideboard, a turntable and a pair of speakers. */
export function homeHero(): string {
  const defs =
    STUDIO_DEFS +
    gradient('wall', '#f4e6d4', '#ecd3b5') +
    gradient('wood-floor', '#c08f61', '#9c6b43') +
    '<radialGradient id="sun" cx="20%" cy="30%" r="60%"><stop offset="0" stop-color="#fff6e6" stop-opacity=".9"/><stop offset="1" stop-color="#fff6e6" stop-opacity="0"/></radialGradient>';
  let planks = '';
  for (let i = 0; i < 12; i++) planks += `M${i * 100 - 60} 720 L${540 + (i - 6) * 40} 560`;
  const body = [
    '<rect width="1080" height="720" fill="url(#wall)"/>',
    '<rect width="1080" height="720" fill="url(#sun)"/>',
    // window with light
    '<rect x="70" y="90" width="220" height="330" rx="6" fill="#fbf4ea" stroke="#e2ccb0" stroke-width="10"/>',
    '<path d="M180 90 V420 M70 255 H290" stroke="#e2ccb0" stroke-width="8"/>',
    '<polygon points="70,420 290,420 420,560 150,560" fill="#fff8ec" opacity=".45"/>',
    // framed art: record sleeves
    recordSleeve(440, 120, 110, '#2f4a5a', '#e3b873'),
    recordSleeve(570, 120, 110, '#d0643f', '#f4e6d4'),
    recordSleeve(700, 120, 110, '#8ea58a', '#27364f'),
    // floor and rug
    '<rect y="560" width="1080" height="160" fill="url(#wood-floor)"/>',
    `<path d="${planks}" stroke="#8a5c38" stroke-width="2" opacity=".35"/>`,
    '<ellipse cx="600" cy="660" rx="380" ry="46" fill="#e9dccb" opacity=".9"/>',
    '<ellipse cx="600" cy="660" rx="350" ry="38" fill="none" stroke="#d7c4ab" stroke-width="4"/>',
    // sideboard
    '<ellipse cx="600" cy="585" rx="330" ry="16" fill="#000" opacity=".18" filter="url(#blur)"/>',
    '<rect x="330" y="420" width="540" height="140" rx="8" fill="#7a4e2d"/>',
    '<rect x="330" y="420" width="540" height="14" rx="6" fill="#8d5e39"/>',
    '<path d="M510 440 V548 M690 440 V548" stroke="#5f3b21" stroke-width="3"/>',
    '<rect x="478" y="486" width="8" height="30" rx="4" fill="#c9a26b"/><rect x="714" y="486" width="8" height="30" rx="4" fill="#c9a26b"/>',
    '<path d="M360 560 L352 590 M840 560 L848 590" stroke="#4a2e18" stroke-width="8" stroke-linecap="round"/>',
    // turntable and records on the sideboard
    item('turntable', WALNUT, 540, 426, 0.42),
    '<rect x="730" y="318" width="16" height="104" fill="#2f4a5a"/><rect x="748" y="322" width="14" height="100" fill="#d0643f"/><rect x="764" y="316" width="16" height="106" fill="#e3b873"/><rect x="782" y="326" width="12" height="96" fill="#8ea58a"/>',
    // speakers on stands
    place(drawProduct('stand', OAK, 'angle', ''), 225, 640, 0.5),
    place(singleSpeaker(WALNUT), 225, 480, 0.5, false),
    place(drawProduct('stand', OAK, 'angle', ''), 975, 640, 0.5),
    place(singleSpeaker(WALNUT), 975, 480, 0.5, false),
    plant(1040, 690, 0.9),
  ].join('');
  return svgDoc(1080, 720, defs, body);
}

/** Installation and free after-service: an opened delivery box, a speaker, a wrench and a shield. */
export function serviceBanner(): string {
  const defs = STUDIO_DEFS + gradient('svc', '#e8f0ee', '#d3e2dd');
  const body = [
    '<rect width="1080" height="480" fill="url(#svc)"/>',
    '<circle cx="880" cy="120" r="180" fill="#fff" opacity=".35"/>',
    '<rect y="380" width="1080" height="100" fill="#c6d8d2"/>',
    // box
    '<ellipse cx="330" cy="400" rx="190" ry="16" fill="#000" opacity=".18" filter="url(#blur)"/>',
    '<polygon points="170,230 490,230 470,400 190,400" fill="#c9955c"/>',
    '<polygon points="170,230 120,180 300,180 330,230" fill="#dcae78"/>',
    '<polygon points="490,230 540,180 360,180 330,230" fill="#b98547"/>',
    '<rect x="300" y="260" width="60" height="20" rx="3" fill="#e9cfa9"/>',
    place(singleSpeaker(WALNUT), 330, 250, 0.42, false),
    // wrench
    '<g transform="translate(600 250) rotate(-35)"><rect x="-12" y="-10" width="24" height="150" rx="12" fill="#7d8790"/><circle cx="0" cy="-20" r="36" fill="#7d8790"/><rect x="-12" y="-62" width="24" height="44" fill="#d3e2dd"/></g>',
    // shield with check
    '<g transform="translate(800 140)"><path d="M0 0 L110 35 V120 C110 190 55 230 0 250 C-55 230 -110 190 -110 120 V35 Z" fill="#2f7a68"/><path d="M-45 120 L-10 155 L55 80" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/></g>',
    // calendar
    '<g transform="translate(640 300)"><rect width="120" height="110" rx="12" fill="#fff"/><rect width="120" height="30" rx="12" fill="#d0643f"/><rect y="18" width="120" height="12" fill="#d0643f"/><g fill="#c6d8d2">',
    [0, 1, 2, 3]
      .flatMap((c) =>
        [0, 1, 2].map((r) => `<rect x="${14 + c * 26}" y="${42 + r * 22}" width="16" height="14" rx="3"/>`),
      )
      .join(''),
    '</g><rect x="66" y="64" width="16" height="14" rx="3" fill="#2f7a68"/></g>',
  ].join('');
  return svgDoc(1080, 480, defs, body);
}

type Theme = { bg: [string, string]; blob: string; items: [DrawKind, Finish, number, number, number][] };

/** The themed scenes are data (banner-themes.json): each item is a product drawing, its finish's key, x, floor, scale. */
type ThemeData = { bg: string[]; blob: string; items: (string | number)[][] };
const theme = (t: ThemeData): Theme => ({
  bg: [t.bg[0]!, t.bg[1]!],
  blob: t.blob,
  items: t.items.map(([kind, key, cx, floorY, scale]) => [
    kind as DrawKind,
    finish(key as FinishKey),
    Number(cx),
    Number(floorY),
    Number(scale),
  ]),
});
const THEMES = {
  favSymbol: themeData.favSymbol.map(theme),
  featd: themeData.featd.map(theme),
  subscCat: themeData.subscCat.map(theme),
  category: Object.fromEntries(Object.entries(themeData.category).map(([slug, t]) => [slug, theme(t)])),
};

function themed(width: number, height: number, theme: Theme, decor = ''): string {
  const defs = STUDIO_DEFS + gradient('tbg', theme.bg[0], theme.bg[1]);
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#tbg)"/>`,
    `<circle cx="${n(width * 0.72)}" cy="${n(height * 0.38)}" r="${n(height * 0.42)}" fill="${theme.blob}" opacity=".5"/>`,
    `<circle cx="${n(width * 0.12)}" cy="${n(height * 0.95)}" r="${n(height * 0.3)}" fill="${theme.blob}" opacity=".35"/>`,
    decor,
    `<rect y="${n(height * 0.82)}" width="${width}" height="${n(height * 0.18)}" fill="#000" opacity=".05"/>`,
    theme.items.map(([kind, finish, cx, floor, s]) => item(kind, finish, cx, floor, s)).join(''),
  ].join('');
  return svgDoc(width, height, defs, body);
}

function sparkles(points: [number, number][], color: string): string {
  return points
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y - 14} L${x + 4} ${y - 4} L${x + 14} ${y} L${x + 4} ${y + 4} L${x} ${y + 14} L${x - 4} ${y + 4} L${x - 14} ${y} L${x - 4} ${y - 4} Z" fill="${color}"/>`,
    )
    .join('');
}

function waves(y: number, color: string, width = 1080): string {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const yy = y + i * 22;
    d += `M0 ${yy}`;
    for (let x = 0; x < width; x += 120) d += ` q30 -16 60 0 t60 0`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="3" opacity=".45"/>`;
}

/** Quiz result symbols (1080×600): 아날로그 감성, 미니멀 데일리, 몰입형 오디오파일, 무드 메이커. */
export function favSymbolBanner(index: number): string {
  const themes: Theme[] = THEMES.favSymbol;
  const decor = [
    waves(140, '#c7814a'),
    '',
    sparkles(
      [
        [140, 120],
        [300, 80],
        [960, 90],
      ],
      '#e3c46b',
    ),
    sparkles(
      [
        [160, 140],
        [980, 120],
        [420, 90],
      ],
      '#fff',
    ),
  ];
  const i = (index - 1) % themes.length;
  return themed(1080, 600, themes[i]!, decor[i]);
}

/** Featured groups (1080×600). */
export function featdBanner(index: number): string {
  const themes: Theme[] = THEMES.featd;
  return themed(1080, 600, themes[(index - 1) % themes.length]!);
}

const CATEGORY_THEMES: Record<string, Theme> = THEMES.category;

/** Category banners (1080×480). */
export function categoryBanner(slug: string): string {
  const theme = CATEGORY_THEMES[slug];
  if (!theme) throw new Error(`no banner theme for category ${slug}`);
  return themed(1080, 480, theme);
}

/** Maker logos (480×160): a mark and the wordmark. */
export function makerLogo(id: 1 | 2 | 3, word: string, color: string): string {
  const marks = {
    1: `<circle cx="80" cy="80" r="46" fill="${color}"/><circle cx="80" cy="80" r="34" fill="none" stroke="#fff" stroke-width="2" opacity=".5"/><circle cx="80" cy="80" r="24" fill="none" stroke="#fff" stroke-width="2" opacity=".5"/><circle cx="80" cy="80" r="12" fill="#fff"/><circle cx="80" cy="80" r="3" fill="${color}"/>`,
    2: `<rect x="36" y="36" width="88" height="88" rx="8" fill="${color}"/><path d="M48 90 q16 -26 32 0 t32 0" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M48 70 q16 -26 32 0 t32 0" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".55"/>`,
    3: `<circle cx="80" cy="80" r="46" fill="${color}"/><path d="M56 96 V80 a24 24 0 0 1 48 0 V96" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/><rect x="48" y="84" width="14" height="24" rx="6" fill="#fff"/><rect x="98" y="84" width="14" height="24" rx="6" fill="#fff"/>`,
  } as const;
  const body = `<rect width="480" height="160" fill="#fff"/>${marks[id]}<text x="150" y="98" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" letter-spacing="7" fill="${shade(color, -0.25)}">${word}</text>`;
  return svgDoc(480, 160, '', body);
}

/** Image-layout quiz answers (400×400): rooms and styles. */
export function quizImage(index: number): string {
  const scenes: { bg: [string, string]; draw: string }[] = [
    // 1 거실
    {
      bg: ['#f3e6d6', '#e4cbac'],
      draw: `<rect x="60" y="250" width="280" height="70" rx="6" fill="#7a4e2d"/>${item('turntable', WALNUT, 200, 252, 0.26)}${place(singleSpeaker(WALNUT), 90, 330, 0.3)}${place(singleSpeaker(WALNUT), 310, 330, 0.3)}`,
    },
    // 2 침실·원룸
    {
      bg: ['#eef2ea', '#d7e2d2'],
      draw: `<rect x="40" y="250" width="220" height="80" rx="14" fill="#f7f3ec"/><rect x="40" y="230" width="70" height="40" rx="12" fill="#c9d8c4"/>${item('wireless', SAND, 310, 330, 0.28)}`,
    },
    // 3 책상·작업실
    {
      bg: ['#e8ecf3', '#d3dae6'],
      draw: `<rect x="40" y="290" width="320" height="14" rx="4" fill="#c49a6c"/><rect x="150" y="170" width="150" height="100" rx="8" fill="#2b2f36"/><rect x="218" y="270" width="14" height="20" fill="#2b2f36"/>${item('headphone', BLACK, 90, 292, 0.22)}${item('phono', BLACK, 320, 292, 0.16)}`,
    },
    // 4 야외·캠핑
    {
      bg: ['#e3f0f5', '#f3e7cf'],
      draw: `<polygon points="40,300 150,140 260,300" fill="#d0643f"/><polygon points="150,140 200,300 260,300" fill="#a94c2c"/><circle cx="330" cy="90" r="34" fill="#f6c85f"/>${item('portable', SAGE, 310, 330, 0.3)}`,
    },
    // 5 원목 빈티지
    { bg: ['#f5e9da', '#e6cfb1'], draw: item('turntable', WALNUT, 200, 320, 0.42) },
    // 6 화이트 미니멀
    { bg: ['#e4e2dc', '#cfcbc2'], draw: item('wireless', WHITE, 200, 320, 0.46) },
    // 7 메탈 하이파이
    { bg: ['#e9ebee', '#d0d4da'], draw: item('amplifier', SILVER, 200, 320, 0.5) },
    // 8 컬러풀
    {
      bg: ['#f6e8f3', '#e3d3f1'],
      draw: `${item('portable', LAVENDER, 140, 320, 0.3)}${item('portable', finish('red'), 270, 320, 0.3)}`,
    },
  ];
  const scene = scenes[(index - 1) % scenes.length]!;
  const defs = STUDIO_DEFS + gradient('qbg', scene.bg[0], scene.bg[1]);
  return svgDoc(400, 400, defs, `<rect width="400" height="400" fill="url(#qbg)"/>${scene.draw}`);
}

/** The four onboarding slides of the quiz intro (800×800). */
export function introSlide(index: number): string {
  const card = (x: number, y: number, checked: boolean) =>
    `<g transform="translate(${x} ${y})"><rect width="420" height="90" rx="18" fill="#fff"/><circle cx="50" cy="45" r="20" fill="${checked ? '#d0643f' : '#eee'}"/>${checked ? '<path d="M40 45 l8 8 l14 -16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>' : ''}<rect x="90" y="32" width="220" height="12" rx="6" fill="#ddd"/><rect x="90" y="52" width="140" height="10" rx="5" fill="#eee"/></g>`;
  const slides: { bg: [string, string]; draw: string }[] = [
    {
      bg: ['#f6ebdd', '#ecd5b9'],
      draw: `${item('turntable', WALNUT, 400, 560, 0.7)}${place(singleSpeaker(WALNUT), 130, 620, 0.45)}${place(singleSpeaker(WALNUT), 670, 620, 0.45)}`,
    },
    { bg: ['#eef2ea', '#d7e2d2'], draw: card(190, 230, true) + card(190, 350, true) + card(190, 470, false) },
    {
      bg: ['#ece9f6', '#d8d2ee'],
      draw: `<rect x="150" y="200" width="230" height="330" rx="22" fill="#fff"/><rect x="420" y="200" width="230" height="330" rx="22" fill="#fff"/>${item('headphone', BLACK, 265, 430, 0.32)}${item('wireless', SAND, 535, 430, 0.3)}${sparkles(
        [
          [160, 180],
          [650, 190],
          [400, 600],
        ],
        '#e3b04b',
      )}`,
    },
    {
      bg: ['#e8f0ee', '#d3e2dd'],
      draw: `<g transform="translate(220 210)"><rect width="360" height="320" rx="26" fill="#fff"/><rect width="360" height="70" rx="26" fill="#2f7a68"/><rect y="44" width="360" height="26" fill="#2f7a68"/>${[
        0, 1, 2, 3, 4,
      ]
        .flatMap((c) =>
          [0, 1, 2].map(
            (r) =>
              `<rect x="${30 + c * 64}" y="${100 + r * 70}" width="44" height="44" rx="10" fill="${c === 2 && r === 1 ? '#d0643f' : '#e3ece9'}"/>`,
          ),
        )
        .join('')}</g>`,
    },
  ];
  const slide = slides[(index - 1) % slides.length]!;
  const defs = STUDIO_DEFS + gradient('ibg', slide.bg[0], slide.bg[1]);
  return svgDoc(800, 800, defs, `<rect width="800" height="800" fill="url(#ibg)"/>${slide.draw}`);
}

/** Subscription category pictures (1080×600): 1 렌탈, 2 교환 구독. */
export function subscCatBanner(index: number): string {
  const themes: Theme[] = THEMES.subscCat;
  const arrows =
    index === 2
      ? '<path d="M480 120 C560 60 680 60 760 120" fill="none" stroke="#27364f" stroke-width="8" stroke-linecap="round" opacity=".5"/><path d="M740 96 L764 122 L732 134" fill="none" stroke="#27364f" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity=".5"/>'
      : '';
  return themed(1080, 600, themes[(index - 1) % themes.length]!, arrows);
}
