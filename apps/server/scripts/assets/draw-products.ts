/**
 * Flat product illustrations on an 800×800 stage with the floor near y=600. One function per kind of
 * product, parameterised by the colour finish; `productShot` puts a drawing on the studio backdrop.
 */
import type { DrawKind } from '../../src/db/seed/data/types';
import {
  grain,
  lightness,
  n,
  STUDIO_DEFS,
  shade,
  shadow,
  studio,
  svgDoc,
  type Tones,
  tones,
  WOOD_KEYS,
} from './svg-kit';

export type Finish = { key: string; hex: string };
export type View = 'front' | 'angle' | 'detail';
export type Drawing = { body: string; shadow: string; focus: [number, number] };
type DrawFn = (finish: Finish, view: 'front' | 'angle', brand: string) => Drawing;

/**
 * A drawing whose angle view is its front view turned by an SVG `transform`: the same shadow and focus,
 * only the body moves.
 */
function turnedForAngle(view: 'front' | 'angle', transform: string, front: Drawing): Drawing {
  return view === 'angle' ? { ...front, body: `<g transform="${transform}">${front.body}</g>` } : front;
}

const LABEL = '#d0643f';
const RUBBER = '#2a2a2a';

function isWood(f: Finish): boolean {
  return WOOD_KEYS.has(f.key);
}

function isMetal(f: Finish): boolean {
  return f.key === 'silver';
}

/** Fill for a panel: brushed metal for silver, the finish colour otherwise. */
function panelFill(f: Finish, vertical = true): string {
  return isMetal(f) ? `url(#${vertical ? 'metal' : 'metal-h'})` : f.hex;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

function poly(points: [number, number][], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;
}

/** A box seen from the front-right and slightly above: front face, lighter top, darker side. */
function box3d(x: number, y: number, w: number, h: number, d: number, t: Tones, front: string): string {
  const dx = d * 0.8;
  const dy = d * 0.45;
  return [
    poly(
      [
        [x, y],
        [x + dx, y - dy],
        [x + w + dx, y - dy],
        [x + w, y],
      ],
      t.light,
    ),
    poly(
      [
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx, y + h - dy],
        [x + w, y + h],
      ],
      t.darker,
    ),
    rect(x, y, w, h, front),
  ].join('');
}

/** A loudspeaker driver: frame, surround, cone and dust cap; sx squashes it for angled views. */
function woofer(cx: number, cy: number, r: number, sx = 1): string {
  return [
    ellipse(cx, cy, r * sx, r, '#141414'),
    ellipse(cx, cy, r * 0.9 * sx, r * 0.9, '#262626', ' stroke="#3c3c3c" stroke-width="2"'),
    ellipse(cx, cy, r * 0.76 * sx, r * 0.76, 'url(#cone)'),
    ellipse(cx, cy, r * 0.26 * sx, r * 0.26, 'url(#dome)', ' opacity=".85"'),
  ].join('');
}

function tweeter(cx: number, cy: number, r: number, sx = 1): string {
  return [
    ellipse(cx, cy, r * sx, r, '#161616'),
    ellipse(cx, cy, r * 0.72 * sx, r * 0.72, '#2b2b2b'),
    ellipse(cx, cy, r * 0.5 * sx, r * 0.5, 'url(#dome)'),
  ].join('');
}

function knob(cx: number, cy: number, r: number, angle = -40): string {
  const a = (angle * Math.PI) / 180;
  return [
    circle(cx, cy + r * 0.08, r, '#000', ' opacity=".2"'),
    circle(cx, cy, r, 'url(#metal)', ' stroke="#8d939a" stroke-width="1.5"'),
    circle(cx, cy, r * 0.8, 'url(#metal-h)'),
    `<line x1="${n(cx + Math.sin(a) * r * 0.3)}" y1="${n(cy - Math.cos(a) * r * 0.3)}" x2="${n(cx + Math.sin(a) * r * 0.7)}" y2="${n(cy - Math.cos(a) * r * 0.7)}" stroke="#3a3a3a" stroke-width="${n(Math.max(2, r * 0.1))}" stroke-linecap="round"/>`,
  ].join('');
}

function brandText(x: number, y: number, text: string, color: string, size = 13): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" letter-spacing="3" text-anchor="middle" fill="${color}">${text}</text>`;
}

function record(cx: number, cy: number, r: number, ry: number): string {
  const k = ry / r;
  let grooves = '';
  for (const f of [0.92, 0.8, 0.68, 0.56])
    grooves += ellipse(cx, cy, r * f, r * f * k, 'none', ' stroke="#3a3a3a" stroke-width="1.2"');
  return [
    ellipse(cx, cy, r, ry, 'url(#vinyl)'),
    grooves,
    `<path d="M${n(cx - r * 0.75)} ${n(cy - ry * 0.35)}A${n(r * 0.85)} ${n(ry * 0.85)} 0 0 1 ${n(cx - r * 0.1)} ${n(cy - ry * 0.84)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.09)}" opacity=".09" stroke-linecap="round"/>`,
    ellipse(cx, cy, r * 0.3, ry * 0.3, LABEL),
    ellipse(cx, cy, r * 0.2, ry * 0.2, 'none', ' stroke="#f3d7c6" stroke-width="1.5" opacity=".6"'),
    ellipse(cx, cy, r * 0.025, ry * 0.035 + 1, '#e6e6e6'),
  ].join('');
}

const turntable: DrawFn = (f, view) => {
  const t = tones(f.hex);
  if (view === 'angle') {
    // Seen from above.
    const body = [
      rect(130, 190, 540, 410, f.hex, ' rx="20"'),
      isWood(f) ? grain(130, 190, 540, 410, t.darker, 9) : '',
      rect(138, 198, 524, 394, 'none', ` rx="16" stroke="${t.light}" stroke-width="2" opacity=".7"`),
      circle(345, 395, 182, '#000', ' opacity=".18" filter="url(#blur-s)"'),
      circle(345, 395, 178, 'url(#metal-h)'),
      record(345, 395, 168, 168),
      circle(585, 262, 34, 'url(#metal)', ' stroke="#8d939a"'),
      circle(585, 262, 13, '#2e2e2e'),
      rect(572, 196, 26, 40, '#2e2e2e', ' rx="6"'),
      '<path d="M585 262 L568 470 Q560 505 520 520" fill="none" stroke="#000" stroke-width="9" opacity=".15" filter="url(#blur-s)" transform="translate(6 8)"/>',
      '<path d="M585 262 L568 470 Q560 505 520 520" fill="none" stroke="#d3d6da" stroke-width="7" stroke-linecap="round"/>',
      rect(492, 506, 40, 26, '#1f1f1f', ' rx="4" transform="rotate(-28 512 519)"'),
      rect(606, 440, 16, 44, t.darker, ' rx="6"'),
      knob(190, 550, 18),
      circle(232, 550, 6, '#5fd38d'),
    ].join('');
    return {
      body,
      shadow: rect(150, 220, 540, 410, '#000', ' rx="24" opacity=".22" filter="url(#blur)"'),
      focus: [540, 470],
    };
  }
  const body = [
    poly(
      [
        [170, 300],
        [630, 300],
        [680, 500],
        [120, 500],
      ],
      f.hex,
    ),
    rect(120, 500, 560, 56, t.dark),
    isWood(f) ? grain(120, 500, 560, 56, t.darker, 3) : '',
    `<line x1="120" y1="500" x2="680" y2="500" stroke="${t.light}" stroke-width="2"/>`,
    rect(150, 556, 56, 16, RUBBER, ' rx="4"'),
    rect(594, 556, 56, 16, RUBBER, ' rx="4"'),
    ellipse(370, 416, 178, 78, 'url(#metal-h)'),
    record(370, 402, 170, 72),
    ellipse(598, 352, 30, 13, 'url(#metal)'),
    rect(588, 318, 20, 34, 'url(#metal-h)'),
    circle(622, 316, 15, '#2e2e2e'),
    '<path d="M598 322 L540 410 Q520 440 478 446" fill="none" stroke="#000" stroke-width="8" opacity=".16" filter="url(#blur-s)" transform="translate(0 14)"/>',
    '<path d="M598 322 L540 410 Q520 440 478 446" fill="none" stroke="#d3d6da" stroke-width="6" stroke-linecap="round"/>',
    rect(452, 438, 34, 14, '#1f1f1f', ' rx="3" transform="rotate(-12 469 445)"'),
    rect(630, 410, 10, 38, t.darker, ' rx="4"'),
    ellipse(196, 474, 20, 9, 'url(#metal)'),
    ellipse(240, 476, 5, 3, '#5fd38d'),
  ].join('');
  return { body, shadow: shadow(400, 574, 300, 18), focus: [480, 440] };
};

function speakerCabinet(cx: number, top: number, w: number, h: number, f: Finish, drivers: string): string {
  const t = tones(f.hex);
  const x = cx - w / 2;
  const baffle = isWood(f) ? '#1e1e1e' : t.dark;
  return [
    rect(x, top, w, h, f.hex, ' rx="10"'),
    isWood(f) ? grain(x, top, w, h, t.darker, 8) : '',
    rect(x + 12, top + 12, w - 24, h - 24, baffle, ' rx="6"'),
    drivers,
    rect(x, top, w, h, 'url(#gloss)', ' rx="10" opacity=".6"'),
    rect(x + 16, top + h, 30, 8, RUBBER, ' rx="3"'),
    rect(x + w - 46, top + h, 30, 8, RUBBER, ' rx="3"'),
  ].join('');
}

/** The 3/4 single-speaker view used by every box speaker. */
function speakerAngle(f: Finish, w: number, h: number, drivers: (cx: number) => string): Drawing {
  const t = tones(f.hex);
  const x = 400 - w / 2 - 30;
  const top = 600 - h;
  const baffle = isWood(f) ? '#1e1e1e' : t.dark;
  const body = [
    box3d(x, top, w, h, 110, t, f.hex),
    isWood(f) ? grain(x, top, w, h, t.darker, 8) : '',
    rect(x + 12, top + 12, w - 24, h - 24, baffle, ' rx="6"'),
    drivers(x + w / 2),
  ].join('');
  return { body, shadow: shadow(440, 600, w / 2 + 90, 20), focus: [x + w / 2, top + 70] };
}

const bookshelf: DrawFn = (f, view) => {
  const drivers = (cx: number, sx = 1) => tweeter(cx, 322, 28, sx) + woofer(cx, 470, 82, sx);
  if (view === 'angle') return speakerAngle(f, 230, 350, (cx) => drivers(cx, 0.88));
  const body =
    speakerCabinet(252, 250, 230, 350, f, drivers(252)) + speakerCabinet(548, 250, 230, 350, f, drivers(548));
  return { body, shadow: shadow(400, 606, 320, 18), focus: [252, 322] };
};

const tower: DrawFn = (f, view) => {
  const drivers = (cx: number, sx = 1) =>
    tweeter(cx, 150, 24, sx) + woofer(cx, 250, 50, sx) + woofer(cx, 390, 62, sx) + woofer(cx, 530, 62, sx);
  if (view === 'angle') return speakerAngle(f, 170, 520, (cx) => drivers(cx, 0.88));
  const body =
    speakerCabinet(285, 80, 170, 540, f, drivers(285)) + speakerCabinet(515, 80, 170, 540, f, drivers(515));
  return { body, shadow: shadow(400, 626, 260, 18), focus: [285, 200] };
};

const subwoofer: DrawFn = (f, view) => {
  if (view === 'angle') return speakerAngle(f, 320, 320, (cx) => woofer(cx, 440, 125, 0.88));
  const body = speakerCabinet(400, 270, 340, 340, f, woofer(400, 440, 130));
  return { body, shadow: shadow(400, 616, 230, 18), focus: [400, 440] };
};

/** A fabric-covered rounded body: colour, weave and a soft top highlight. */
function fabric(x: number, y: number, w: number, h: number, r: number, f: Finish): string {
  return [
    rect(x, y, w, h, f.hex, ` rx="${r}"`),
    rect(x, y, w, h, 'url(#fab)', ` rx="${r}"`),
    rect(x, y, w, h, 'url(#gloss)', ` rx="${r}" opacity=".7"`),
  ].join('');
}

/** Stacks a shape along (dx, dy) in a darker colour so a flat front reads as a solid body. */
function extrude(
  shape: (ox: number, oy: number, fill: string) => string,
  dx: number,
  dy: number,
  fill: string,
): string {
  let out = '';
  for (let i = 10; i >= 1; i--) out += shape((dx * i) / 10, (dy * i) / 10, fill);
  return out;
}

const wireless: DrawFn = (f, view) => {
  const t = tones(f.hex);
  const plate = (x: number) => rect(x - 26, 540, 52, 10, 'url(#metal-h)', ' rx="5"');
  if (view === 'angle') {
    const body = [
      extrude((ox, oy, fill) => rect(190 + ox, 330 + oy, 380, 240, fill, ' rx="56"'), 70, -34, t.darker),
      fabric(190, 330, 380, 240, 56, f),
      plate(380),
      ellipse(450, 318, 60, 8, t.darker, ' opacity=".9"'),
      rect(240, 570, 26, 10, RUBBER, ' rx="3"'),
      rect(500, 570, 26, 10, RUBBER, ' rx="3"'),
    ].join('');
    return { body, shadow: shadow(430, 584, 250, 18), focus: [380, 545] };
  }
  const body = [
    fabric(190, 330, 420, 240, 60, f),
    rect(350, 322, 100, 12, t.darker, ' rx="6"'),
    circle(372, 328, 3, t.light),
    circle(400, 328, 3, t.light),
    circle(428, 328, 3, t.light),
    plate(400),
    rect(240, 570, 28, 10, RUBBER, ' rx="3"'),
    rect(532, 570, 28, 10, RUBBER, ' rx="3"'),
  ].join('');
  return { body, shadow: shadow(400, 584, 250, 18), focus: [400, 345] };
};

const portable: DrawFn = (f, view) => {
  const t = tones(f.hex);
  if (view === 'angle') {
    const body = [
      fabric(320, 250, 160, 340, 70, f),
      rect(320, 250, 160, 60, t.darker, ' rx="40"'),
      rect(320, 530, 160, 60, t.darker, ' rx="40"'),
      rect(320, 290, 160, 250, f.hex),
      rect(320, 290, 160, 250, 'url(#fab)'),
      ellipse(400, 262, 56, 10, shade(t.darker, -0.2)),
      circle(380, 262, 4, t.light),
      circle(400, 262, 4, t.light),
      circle(420, 262, 4, t.light),
      brandText(400, 420, '◆', t.darker, 18),
      '<path d="M470 300 C530 300 540 380 480 392" fill="none" stroke="#8a5a3a" stroke-width="10" stroke-linecap="round"/>',
    ].join('');
    return { body, shadow: shadow(400, 596, 110, 14), focus: [400, 280] };
  }
  const body = [
    rect(200, 380, 400, 170, t.darker, ' rx="85"'),
    rect(262, 380, 276, 170, f.hex),
    rect(262, 380, 276, 170, 'url(#fab)'),
    rect(200, 380, 400, 170, 'url(#gloss)', ' rx="85" opacity=".6"'),
    rect(366, 374, 68, 12, shade(t.darker, -0.2), ' rx="6"'),
    brandText(400, 475, '◆', t.darker, 16),
    '<path d="M598 430 C650 430 665 500 600 505" fill="none" stroke="#8a5a3a" stroke-width="10" stroke-linecap="round"/>',
  ].join('');
  return { body, shadow: shadow(400, 556, 220, 14), focus: [600, 465] };
};

const headphone: DrawFn = (f, view) => {
  const t = tones(f.hex);
  const pad = lightness(f.hex) > 0.75 ? '#3a3a3a' : t.darker;
  if (view === 'angle') {
    const body = [
      ellipse(520, 420, 96, 112, t.darker),
      '<path d="M400 330 C395 150 540 120 540 300" fill="none" stroke="#000" stroke-width="28" opacity=".12" filter="url(#blur-s)"/>',
      `<path d="M400 330 C395 150 540 120 540 300" fill="none" stroke="${t.dark}" stroke-width="26" stroke-linecap="round"/>`,
      `<path d="M404 320 C402 170 528 142 530 300" fill="none" stroke="${pad}" stroke-width="10" stroke-linecap="round"/>`,
      rect(388, 300, 24, 60, 'url(#metal-h)', ' rx="6"'),
      ellipse(400, 480, 132, 150, pad),
      ellipse(392, 476, 118, 136, f.hex),
      ellipse(392, 476, 84, 98, t.light),
      ellipse(392, 476, 84, 98, 'url(#gloss)'),
      ellipse(392, 476, 26, 30, t.dark),
      rect(300, 560, 8, 18, t.darker, ' rx="3"'),
    ].join('');
    return { body, shadow: shadow(420, 636, 170, 14), focus: [392, 476] };
  }
  const body = [
    '<path d="M262 470 C262 190 538 190 538 470" fill="none" stroke="#000" stroke-width="30" opacity=".1" filter="url(#blur-s)" transform="translate(0 8)"/>',
    `<path d="M262 470 C262 190 538 190 538 470" fill="none" stroke="${t.dark}" stroke-width="28" stroke-linecap="round"/>`,
    `<path d="M285 420 C288 232 512 232 515 420" fill="none" stroke="${pad}" stroke-width="14" stroke-linecap="round"/>`,
    rect(250, 400, 24, 84, 'url(#metal-h)', ' rx="6"'),
    rect(526, 400, 24, 84, 'url(#metal-h)', ' rx="6"'),
    rect(196, 470, 86, 180, f.hex, ' rx="40"'),
    rect(196, 470, 86, 180, 'url(#gloss)', ' rx="40"'),
    rect(268, 480, 44, 160, pad, ' rx="20"'),
    rect(518, 470, 86, 180, f.hex, ' rx="40"'),
    rect(518, 470, 86, 180, 'url(#gloss)', ' rx="40"'),
    rect(488, 480, 44, 160, pad, ' rx="20"'),
  ].join('');
  return { body, shadow: shadow(400, 662, 240, 14), focus: [262, 430] };
};

function bud(cx: number, cy: number, f: Finish, mirror: boolean, scale = 1): string {
  const t = tones(f.hex);
  const s = mirror ? -scale : scale;
  return `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(s)} ${n(scale)})">${[
    rect(-14, 10, 28, 110, f.hex, ' rx="14"'),
    rect(-14, 10, 28, 110, 'url(#gloss)', ' rx="14"'),
    circle(0, 0, 42, f.hex),
    circle(0, 0, 42, 'url(#gloss)'),
    ellipse(-30, -4, 18, 24, '#3b3b3b'),
    circle(10, -8, 10, t.dark),
    rect(-6, 112, 12, 6, '#c9cdd2', ' rx="3"'),
  ].join('')}</g>`;
}

const earbuds: DrawFn = (f, view) => {
  const t = tones(f.hex);
  if (view === 'angle') {
    const body = `<g transform="rotate(-14 300 420)">${bud(300, 400, f, false, 1.8)}</g><g transform="rotate(16 530 420)">${bud(530, 380, f, true, 1.8)}</g>`;
    return { body, shadow: shadow(410, 640, 230, 14), focus: [300, 400] };
  }
  const body = [
    rect(270, 410, 260, 180, f.hex, ' rx="84"'),
    rect(270, 410, 260, 180, 'url(#gloss)', ' rx="84"'),
    `<path d="M274 470 H526" stroke="${t.line}" stroke-width="2"/>`,
    rect(384, 466, 32, 8, 'url(#metal-h)', ' rx="4"'),
    circle(400, 552, 4, '#5fd38d'),
    bud(170, 440, f, false),
    bud(630, 440, f, true),
  ].join('');
  return { body, shadow: shadow(400, 594, 280, 12), focus: [400, 470] };
};

function vuMeter(x: number, y: number, w: number, h: number, needle: number): string {
  const cx = x + w / 2;
  const cy = y + h * 1.05;
  const r = h * 0.8;
  let ticks = '';
  for (let i = 0; i <= 8; i++) {
    const a = ((-50 + i * 12.5) * Math.PI) / 180;
    ticks += `M${n(cx + Math.sin(a) * r)} ${n(cy - Math.cos(a) * r)}L${n(cx + Math.sin(a) * (r - 8))} ${n(cy - Math.cos(a) * (r - 8))}`;
  }
  const na = (needle * Math.PI) / 180;
  return [
    rect(x - 4, y - 4, w + 8, h + 8, '#1b1b1b', ' rx="6"'),
    rect(x, y, w, h, 'url(#amber)', ' rx="3"'),
    `<path d="${ticks}" stroke="#4a3518" stroke-width="1.5"/>`,
    `<path d="M${n(cx + Math.sin((25 * Math.PI) / 180) * r)} ${n(cy - Math.cos((25 * Math.PI) / 180) * r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + Math.sin((50 * Math.PI) / 180) * r)} ${n(cy - Math.cos((50 * Math.PI) / 180) * r)}" fill="none" stroke="#c0392b" stroke-width="3"/>`,
    `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + Math.sin(na) * (r + 2))}" y2="${n(cy - Math.cos(na) * (r + 2))}" stroke="#222" stroke-width="1.6"/>`,
    brandText(cx, y + h - 8, 'VU', '#4a3518', 9),
  ].join('');
}

const amplifier: DrawFn = (f, view, brand) => {
  const t = tones(f.hex);
  const textColor = isMetal(f) || lightness(f.hex) > 0.55 ? '#3a3a3a' : '#d8d8d8';
  const panel = (x: number, y: number) =>
    [
      rect(x, y, 560, 190, panelFill(f), ' rx="6"'),
      vuMeter(x + 60, y + 34, 130, 76, -20),
      vuMeter(x + 210, y + 34, 130, 76, -8),
      knob(x + 470, y + 90, 54, 30),
      knob(x + 80, y + 152, 14),
      knob(x + 130, y + 152, 14, 20),
      knob(x + 180, y + 152, 14, -60),
      circle(x + 30, y + 152, 9, RUBBER),
      circle(x + 30, y + 130, 3, '#ff6b4a'),
      rect(x + 240, y + 146, 30, 12, RUBBER, ' rx="6"'),
      brandText(x + 300, y + 176, brand, textColor, 11),
    ].join('');
  if (view === 'angle') {
    const body = [
      box3d(120, 400, 560, 190, 120, t, panelFill(f)),
      poly(
        [
          [190, 390],
          [250, 360],
          [630, 360],
          [570, 390],
        ],
        'url(#vent)',
      ),
      panel(120, 400),
      rect(150, 590, 40, 10, RUBBER, ' rx="3"'),
      rect(610, 590, 40, 10, RUBBER, ' rx="3"'),
    ].join('');
    return { body, shadow: shadow(450, 602, 330, 18), focus: [250, 470] };
  }
  const body = [
    rect(120, 380, 560, 16, t.dark, ' rx="4"'),
    panel(120, 394),
    rect(150, 584, 40, 10, RUBBER, ' rx="3"'),
    rect(610, 584, 40, 10, RUBBER, ' rx="3"'),
  ].join('');
  return { body, shadow: shadow(400, 598, 320, 16), focus: [250, 470] };
};

const phono: DrawFn = (f, view, brand) => {
  const t = tones(f.hex);
  const textColor = isMetal(f) || lightness(f.hex) > 0.55 ? '#3a3a3a' : '#d8d8d8';
  const panel = (x: number, y: number) =>
    [
      rect(x, y, 320, 120, panelFill(f), ' rx="10"'),
      knob(x + 240, y + 60, 30, 20),
      circle(x + 40, y + 60, 6, '#5fd38d'),
      rect(x + 80, y + 48, 40, 24, RUBBER, ' rx="12"'),
      circle(x + 108, y + 60, 9, 'url(#metal)'),
      rect(x + 140, y + 48, 40, 24, RUBBER, ' rx="12"'),
      circle(x + 152, y + 60, 9, 'url(#metal)'),
      brandText(x + 130, y + 104, brand, textColor, 10),
    ].join('');
  if (view === 'angle') {
    const body = [box3d(230, 460, 320, 120, 110, t, panelFill(f)), panel(230, 460)].join('');
    return { body, shadow: shadow(440, 588, 220, 14), focus: [470, 520] };
  }
  const body = [
    panel(240, 460),
    rect(260, 580, 30, 8, RUBBER, ' rx="3"'),
    rect(510, 580, 30, 8, RUBBER, ' rx="3"'),
  ].join('');
  return { body, shadow: shadow(400, 592, 200, 12), focus: [480, 520] };
};

function rcaPlug(x: number, y: number, angle: number, ring: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${[
    rect(-16, -64, 32, 70, '#1f1f1f', ' rx="8"'),
    rect(-13, -60, 6, 60, '#fff', ' opacity=".12" rx="3"'),
    rect(-16, -20, 32, 6, ring),
    rect(-10, 6, 20, 34, 'url(#metal-h)', ' rx="2"'),
    rect(-3, 40, 6, 12, '#d9b45a', ' rx="2"'),
  ].join('')}</g>`;
}

const cable: DrawFn = (f, view) => {
  const t = tones(f.hex);
  const loops = [0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="${400 + i * 6}" cy="${400 + i * 10}" rx="${180 - i * 6}" ry="${86 - i * 3}" fill="none" stroke="${t.darker}" stroke-width="15"/><ellipse cx="${400 + i * 6}" cy="${400 + i * 10}" rx="${180 - i * 6}" ry="${86 - i * 3}" fill="none" stroke="${f.hex}" stroke-width="9"/>`,
    )
    .join('');
  const tails = `<path d="M260 470 C230 540 250 580 300 600 M560 470 C600 540 560 580 500 610" fill="none" stroke="${t.darker}" stroke-width="15" stroke-linecap="round"/><path d="M260 470 C230 540 250 580 300 600 M560 470 C600 540 560 580 500 610" fill="none" stroke="${f.hex}" stroke-width="9" stroke-linecap="round"/>`;
  const plugs = rcaPlug(320, 600, -70, '#c0392b') + rcaPlug(480, 612, 70, '#ecf0f1');
  if (view === 'angle') {
    return {
      body: `<g transform="rotate(-18 400 450) translate(0 -20)">${loops}${tails}${plugs}</g>`,
      shadow: shadow(400, 640, 260, 16),
      focus: [330, 600],
    };
  }
  return { body: loops + tails + plugs, shadow: shadow(400, 630, 260, 16), focus: [330, 600] };
};

const stand: DrawFn = (f, view) => {
  const t = tones(f.hex);
  const one = (cx: number) =>
    [
      rect(cx - 90, 312, 180, 14, f.hex, ' rx="3"'),
      rect(cx - 90, 312, 180, 5, t.light, ' rx="2"'),
      rect(cx - 17, 326, 34, 250, f.hex),
      isWood(f) ? grain(cx - 17, 326, 34, 250, t.darker, 3) : '',
      rect(cx - 17, 326, 8, 250, t.light, ' opacity=".5"'),
      rect(cx - 104, 576, 208, 16, '#2b2b2b', ' rx="3"'),
      poly(
        [
          [cx - 96, 592],
          [cx - 86, 592],
          [cx - 91, 606],
        ],
        '#777',
      ),
      poly(
        [
          [cx + 86, 592],
          [cx + 96, 592],
          [cx + 91, 606],
        ],
        '#777',
      ),
    ].join('');
  if (view === 'angle') return { body: one(400), shadow: shadow(400, 606, 150, 14), focus: [400, 330] };
  return { body: one(265) + one(535), shadow: shadow(400, 606, 300, 16), focus: [265, 330] };
};

const hpstand: DrawFn = (f, view) => {
  const t = tones(f.hex);
  const fill = panelFill(f, false);
  const body = [
    ellipse(400, 604, 118, 24, t.darker),
    ellipse(400, 596, 118, 24, fill),
    rect(388, 250, 24, 346, fill),
    rect(388, 250, 7, 346, '#fff', ' opacity=".25"'),
    `<path d="M310 270 C310 214 490 214 490 270" fill="none" stroke="${isMetal(f) ? '#b8bec5' : f.hex}" stroke-width="26" stroke-linecap="round"/>`,
    '<path d="M322 256 C330 226 470 226 478 256" fill="none" stroke="#2f2f2f" stroke-width="8" stroke-linecap="round"/>',
  ].join('');
  return turnedForAngle(view, 'rotate(-8 400 600)', {
    body,
    shadow: shadow(400, 612, 150, 12),
    focus: [400, 240],
  });
};

const cartridge: DrawFn = (f, view) => {
  const t = tones(f.hex);
  const body = [
    rect(250, 330, 320, 30, 'url(#metal)', ' rx="6"'),
    poly(
      [
        [270, 360],
        [550, 360],
        [520, 500],
        [300, 500],
      ],
      f.hex,
    ),
    poly(
      [
        [270, 360],
        [330, 360],
        [340, 500],
        [300, 500],
      ],
      t.light,
      ' opacity=".35"',
    ),
    circle(350, 345, 9, '#2a2a2a'),
    circle(470, 345, 9, '#2a2a2a'),
    poly(
      [
        [420, 500],
        [500, 500],
        [480, 540],
        [440, 540],
      ],
      t.darker,
    ),
    '<path d="M460 540 L520 590" stroke="#c7a14b" stroke-width="5" stroke-linecap="round"/>',
    circle(522, 592, 4, '#e8f4ff'),
    circle(560, 380, 5, '#c0392b'),
    circle(560, 400, 5, '#27ae60'),
    circle(560, 420, 5, '#2980b9'),
    circle(560, 440, 5, '#ecf0f1'),
    brandText(410, 440, 'MM', t.light, 20),
  ].join('');
  return turnedForAngle(view, 'rotate(-12 410 460) translate(0 10)', {
    body,
    shadow: shadow(410, 612, 200, 14),
    focus: [500, 570],
  });
};

const brush: DrawFn = (f, view) => {
  const t = tones(f.hex);
  const tool = [
    rect(250, 380, 300, 76, f.hex, ' rx="28"'),
    isWood(f) ? grain(250, 380, 300, 76, t.darker, 4) : '',
    rect(250, 380, 300, 76, 'url(#gloss)', ' rx="28"'),
    rect(264, 456, 272, 54, '#1c1c1c', ' rx="4"'),
    rect(264, 456, 272, 54, 'url(#bristle)'),
    rect(340, 404, 120, 26, '#000', ' rx="13" opacity=".18"'),
  ].join('');
  const disc = record(400, 560, 320, 80);
  if (view === 'angle') {
    return {
      body: `${disc}<g transform="rotate(-15 400 450)">${tool}</g>`,
      shadow: shadow(400, 600, 320, 16),
      focus: [400, 480],
    };
  }
  return { body: disc + tool, shadow: shadow(400, 600, 320, 16), focus: [400, 480] };
};

const DRAW: Record<DrawKind, DrawFn> = {
  turntable,
  bookshelf,
  tower,
  subwoofer,
  wireless,
  portable,
  headphone,
  earbuds,
  amplifier,
  phono,
  cable,
  stand,
  hpstand,
  cartridge,
  brush,
};

export function drawProduct(kind: DrawKind, finish: Finish, view: 'front' | 'angle', brand: string): Drawing {
  return DRAW[kind](finish, view, brand);
}

/** A drawing placed with its floor point at (cx, floorY), scaled. */
export function place(d: Drawing, cx: number, floorY: number, scale: number, withShadow = true): string {
  return `<g transform="translate(${n(cx - 400 * scale)} ${n(floorY - 600 * scale)}) scale(${n(scale)})">${withShadow ? d.shadow : ''}${d.body}</g>`;
}

/** One bookshelf speaker on its own (the catalogue pictures show pairs), for room scenes. */
export function singleSpeaker(f: Finish): Drawing {
  return {
    body: speakerCabinet(400, 250, 230, 350, f, tweeter(400, 322, 28) + woofer(400, 470, 82)),
    shadow: shadow(400, 606, 150, 14),
    focus: [400, 322],
  };
}

/** One square product picture: studio backdrop, shadow and the drawing (zoomed in for the detail view). */
export function productShot(kind: DrawKind, finish: Finish, view: View, brand: string): string {
  const d = drawProduct(kind, finish, view === 'angle' ? 'angle' : 'front', brand);
  const scene = d.shadow + d.body;
  const content =
    view === 'detail'
      ? `<g transform="translate(${n(400 - d.focus[0] * 2.2)} ${n(400 - d.focus[1] * 2.2)}) scale(2.2)">${scene}</g>`
      : scene;
  return svgDoc(800, 800, STUDIO_DEFS, studio() + content);
}

/** A package picture: the parts side by side at a smaller scale on one backdrop. */
export function packageShot(
  parts: { kind: DrawKind; finish: Finish; brand: string }[],
  view: 'front' | 'angle',
): string {
  const scale = parts.length > 2 ? 0.5 : 0.62;
  const gap = parts.length > 2 ? 250 : 300;
  const start = 400 - (gap * (parts.length - 1)) / 2;
  const groups = parts
    .map((p, i) => {
      const d = drawProduct(p.kind, p.finish, i === 0 ? view : 'front', p.brand);
      const cx = start + gap * i;
      const floor = view === 'angle' && i % 2 === 1 ? 560 : 600;
      return `<g transform="translate(${n(cx - 400 * scale)} ${n(floor - 600 * scale + 40)}) scale(${n(scale)})">${d.shadow}${d.body}</g>`;
    })
    .join('');
  return svgDoc(800, 800, STUDIO_DEFS, studio() + groups);
}
