import featured from './featured.json';

/** Featured groups of the home screen, each with its banner (banners/featd-<n>.webp) and products. */
export type FeatdSeed = { id: number; title: string; content: string; image: number; prodSlugs: string[] };

/** The groups are data: featured.json. */
export const FEATDS: FeatdSeed[] = featured;
