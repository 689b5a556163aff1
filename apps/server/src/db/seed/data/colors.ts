import type { ColorSeed } from './types';

/** The shop's colour palette; a product picks titles from here and sets its own stock and surcharge. */
const PALETTE = {
  black: { title: '블랙', hex: '#232323' },
  white: { title: '화이트', hex: '#f1efea' },
  walnut: { title: '월넛', hex: '#7a4e2d' },
  oak: { title: '오크', hex: '#c49a6c' },
  silver: { title: '실버', hex: '#c3c7cc' },
  navy: { title: '네이비', hex: '#27364f' },
  sand: { title: '샌드', hex: '#d9c9ab' },
  sage: { title: '세이지', hex: '#8ea58a' },
  red: { title: '레드', hex: '#b8433a' },
  gray: { title: '그레이', hex: '#85898e' },
  lavender: { title: '라벤더', hex: '#a99ad6' },
} as const;

export type PaletteKey = keyof typeof PALETTE;

export const isPaletteKey = (key: string): key is PaletteKey => Object.hasOwn(PALETTE, key);

/** `color('walnut', 5, 2000)`: 월넛, five units in stock, 2,000 won a month extra. */
export function color(key: PaletteKey, stock: number, cost = 0): ColorSeed {
  return { key, title: PALETTE[key].title, hex: PALETTE[key].hex, cost, stock };
}
