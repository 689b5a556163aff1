/** Small SVG helpers shared by every drawing: colour maths, numbers, the studio backdrop. */

/** Rounds to one decimal so the files stay small and byte-identical across runs. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function channels(hex: string): [number, number, number] {
  const v = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(v.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(channels(hex).map((c) => c + (target - c) * t) as [number, number, number]);
}

/** Perceived lightness 0–1, to pick readable contrasting details. */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Body, darker side and highlight tones of one surface colour; very dark colours get lighter edges. */
export type Tones = { base: string; dark: string; darker: string; light: string; line: string };

export function tones(hex: string): Tones {
  const dim = lightness(hex) < 0.25;
  return {
    base: hex,
    dark: dim ? shade(hex, 0.08) : shade(hex, -0.16),
    darker: dim ? shade(hex, -0.35) : shade(hex, -0.32),
    light: shade(hex, dim ? 0.18 : 0.22),
    line: dim ? shade(hex, 0.28) : shade(hex, -0.22),
  };
}

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>\n`;
}

/** Definitions every product shot uses: backdrop gradient, floor, blur for shadows, metal and record. */
export const STUDIO_DEFS = [
  '<radialGradient id="bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset=".65" stop-color="#f3f2ef"/><stop offset="1" stop-color="#e4e2dd"/></radialGradient>',
  '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ebe9e4" stop-opacity="0"/><stop offset="1" stop-color="#dcd9d2"/></linearGradient>',
  '<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>',
  '<filter id="blur-s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>',
  '<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2f3f5"/><stop offset=".5" stop-color="#c9cdd2"/><stop offset="1" stop-color="#9ea4ab"/></linearGradient>',
  '<linearGradient id="metal-h" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9ea4ab"/><stop offset=".45" stop-color="#eef0f2"/><stop offset="1" stop-color="#a9afb6"/></linearGradient>',
  '<radialGradient id="vinyl" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#2a2a2a"/><stop offset=".7" stop-color="#151515"/><stop offset="1" stop-color="#0c0c0c"/></radialGradient>',
  '<radialGradient id="cone" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#4a4a4a"/><stop offset="1" stop-color="#141414"/></radialGradient>',
  '<radialGradient id="dome" cx="40%" cy="35%" r="65%"><stop offset="0" stop-color="#f5f5f5"/><stop offset=".5" stop-color="#9a9a9a"/><stop offset="1" stop-color="#2b2b2b"/></radialGradient>',
  '<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>',
  '<radialGradient id="amber" cx="50%" cy="85%" r="90%"><stop offset="0" stop-color="#ffe4a6"/><stop offset="1" stop-color="#f0b54d"/></radialGradient>',
  '<pattern id="fab" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.2" fill="#000" opacity=".12"/></pattern>',
  '<pattern id="bristle" width="4" height="10" patternUnits="userSpaceOnUse"><rect width="1.5" height="10" fill="#4a4a4a"/></pattern>',
  '<pattern id="vent" width="14" height="8" patternUnits="userSpaceOnUse"><rect width="9" height="3" rx="1.5" fill="#000" opacity=".22"/></pattern>',
].join('');

/** The light studio sweep every product stands on. */
export function studio(width = 800, height = 800): string {
  return `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect y="${n(height * 0.62)}" width="${width}" height="${n(height * 0.38)}" fill="url(#floor)"/>`;
}

/** A soft contact shadow centred at (cx, cy). */
export function shadow(cx: number, cy: number, rx: number, ry = 16, opacity = 0.22): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="${opacity}" filter="url(#blur)"/>`;
}

/** A few gentle grain lines across a rectangle for wood finishes. */
export function grain(x: number, y: number, w: number, h: number, color: string, lines = 6): string {
  let d = '';
  for (let i = 1; i <= lines; i++) {
    const yy = y + (h * i) / (lines + 1);
    const wob = ((i * 37) % 11) - 5;
    d += `M${n(x + 4)} ${n(yy)}C${n(x + w * 0.3)} ${n(yy + wob)} ${n(x + w * 0.6)} ${n(yy - wob)} ${n(x + w - 4)} ${n(yy + wob / 2)}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="1.4" opacity=".28"/>`;
}

export const WOOD_KEYS = new Set(['walnut', 'oak']);
