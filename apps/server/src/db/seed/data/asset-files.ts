import { HOME_HERO_FILE, introSlideFile } from '@shop/domain/catalog/bundled-pictures';
import type { ColorSeed, PackageSeed, ProductSeed } from './types';

/**
 * File names under apps/server/assets/ that the asset script writes and the seed points at (served at
 * /files/<path>). Both sides call these, so a picture and its row can never drift apart. The pictures a first
 * screen shows (products, banners, quiz, intro) are WebP renderings of the drawings (decision 030); the brand
 * logos stay SVG.
 */
export const PRODUCT_VIEWS = ['front', 'angle', 'detail'] as const;

export function productImageFiles(p: ProductSeed): string[] {
  return PRODUCT_VIEWS.slice(0, p.images).map((_, i) => `products/${p.slug}-${i + 1}.webp`);
}

export function colorImageFile(p: ProductSeed, c: ColorSeed): string {
  return `products/${p.slug}-${c.key}.webp`;
}

export function packageImageFiles(p: PackageSeed): string[] {
  return [`products/${p.slug}-1.webp`, `products/${p.slug}-2.webp`];
}

export const homeHeroFile = HOME_HERO_FILE;
export const serviceBannerFile = 'banners/service.webp';
export const manualFile = (slug: string) => `manuals/${slug}.pdf`;
export const makerLogoFile = (id: number) => `brands/maker-${id}.svg`;
export const categoryBannerFile = (slug: string) => `banners/category-${slug}.webp`;
export const favSymbolFile = (n: number) => `banners/fav-symbol-${n}.webp`;
export const featdFile = (n: number) => `banners/featd-${n}.webp`;
export const subscCatFile = (n: number) => `banners/subsc-cat-${n}.webp`;
export const quizFile = (n: number) => `quiz/${n}.webp`;
export const introFile = introSlideFile;

/**
 * The WebP pictures are the drawings at this scale (the drawings are 800 px products and 1080 px banners):
 * 600 px and 810 px, about twice a phone's width in CSS pixels, at half the bytes of the full size.
 */
export const PICTURE_SCALE = 0.75;

/** Pixel size of each kind of picture, stored with the attachment rows (the WebP's; the logos' SVG). */
export const IMAGE_SIZE = {
  product: [600, 600],
  banner: [810, 450],
  category: [810, 360],
  logo: [480, 160],
  quiz: [300, 300],
  intro: [600, 600],
  hero: [810, 540],
  service: [810, 360],
} as const;
