import type { ColorSeed, PackageSeed, ProductSeed } from './types';

/**
 * File names under apps/server/assets/ that the asset script writes and the seed points at (served at
 * /files/<path>). Both sides call these, so a picture and its row can never drift apart.
 */
export const PRODUCT_VIEWS = ['front', 'angle', 'detail'] as const;

export function productImageFiles(p: ProductSeed): string[] {
  return PRODUCT_VIEWS.slice(0, p.images).map((_, i) => `products/${p.slug}-${i + 1}.svg`);
}

export function colorImageFile(p: ProductSeed, c: ColorSeed): string {
  return `products/${p.slug}-${c.key}.svg`;
}

export function packageImageFiles(p: PackageSeed): string[] {
  return [`products/${p.slug}-1.svg`, `products/${p.slug}-2.svg`];
}

export const manualFile = (slug: string) => `manuals/${slug}.pdf`;
export const makerLogoFile = (id: number) => `brands/maker-${id}.svg`;
export const categoryBannerFile = (slug: string) => `banners/category-${slug}.svg`;
export const favSymbolFile = (n: number) => `banners/fav-symbol-${n}.svg`;
export const featdFile = (n: number) => `banners/featd-${n}.svg`;
export const subscCatFile = (n: number) => `banners/subsc-cat-${n}.svg`;
export const quizFile = (n: number) => `quiz/${n}.svg`;
export const introFile = (n: number) => `intro/slide-${n}.svg`;

/** Pixel size of each kind of picture, stored with the attachment rows. */
export const IMAGE_SIZE = {
  product: [800, 800],
  banner: [1080, 600],
  category: [1080, 480],
  logo: [480, 160],
  quiz: [400, 400],
  intro: [800, 800],
  hero: [1080, 720],
  service: [1080, 480],
} as const;
