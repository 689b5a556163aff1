/**
 * Pictures the screens name by their path, not through the catalogue: files bundled with the server
 * (apps/server/assets/, written by its asset script) and served at /files/<file>. The seed, the asset script,
 * the app and the server's first-screen hints all take them from here.
 */
export const bundledSrc = (file: string): string => `/files/${file}`;

/** Home's banner, its largest picture. */
export const HOME_HERO_FILE = 'banners/home-hero.webp';

/** The quiz intro's slides, from 1. */
export const introSlideFile = (n: number): string => `intro/slide-${n}.webp`;

/** Home's banner as the page names it. */
export const HOME_HERO_PICTURE = bundledSrc(HOME_HERO_FILE);
