/**
 * Writes every picture and manual the demo shop serves at /files/ into apps/server/assets/, from the seed
 * data, deterministically (the same bytes on every run on one machine: the drawings' few words take the
 * system's sans-serif font). The pictures are drawn as SVG and written as WebP (`raster.ts`), except the brand
 * logos. Run: npm run assets -w apps/server
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  categoryBannerFile,
  colorImageFile,
  favSymbolFile,
  featdFile,
  homeHeroFile,
  introFile,
  makerLogoFile,
  manualFile,
  PRODUCT_VIEWS,
  packageImageFiles,
  productImageFiles,
  quizFile,
  serviceBannerFile,
  subscCatFile,
} from '../src/db/seed/data/asset-files';
import { CATEGORIES } from '../src/db/seed/data/categories';
import { MAKERS } from '../src/db/seed/data/makers';
import { MANUALS } from '../src/db/seed/data/manuals';
import { PACKAGES } from '../src/db/seed/data/packages';
import { PRODUCTS } from '../src/db/seed/data/products';
import { pretendard } from '../src/pdf/pretendard';
import {
  categoryBanner,
  favSymbolBanner,
  featdBanner,
  homeHero,
  introSlide,
  makerLogo,
  quizImage,
  serviceBanner,
  subscCatBanner,
} from './assets/draw-banners';
import { packageShot, productShot } from './assets/draw-products';
import { manualPdf } from './assets/manual-pdf';
import { webpOf } from './assets/raster';

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');
const OWNED_DIRS = ['products', 'banners', 'brands', 'quiz', 'intro', 'manuals'];
const COUNTS = { favSymbols: 4, featds: 4, quiz: 8, intro: 4, subscCats: 2 };

const written: { file: string; bytes: number }[] = [];

function write(file: string, data: string | Uint8Array): void {
  const full = path.join(ASSETS, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, data);
  written.push({ file, bytes: statSync(full).size });
}

/** A drawing, written as the WebP its file name asks for. */
async function picture(file: string, svg: string): Promise<void> {
  if (!file.endsWith('.webp')) throw new Error(`${file}: pictures are written as WebP`);
  write(file, await webpOf(svg));
}

const makerById = new Map(MAKERS.map((m) => [m.id, m]));
const productBySlug = new Map(PRODUCTS.map((p) => [p.slug, p]));

async function main(): Promise<void> {
  for (const dir of OWNED_DIRS) rmSync(path.join(ASSETS, dir), { recursive: true, force: true });

  for (const p of PRODUCTS) {
    const brand = makerById.get(p.makerId)!.titleEn;
    const first = p.colors[0]!;
    for (const [i, file] of productImageFiles(p).entries()) {
      await picture(file, productShot(p.kind, first, PRODUCT_VIEWS[i]!, brand));
    }
    for (const c of p.colors) await picture(colorImageFile(p, c), productShot(p.kind, c, 'front', brand));
  }

  for (const pkg of PACKAGES) {
    const parts = pkg.parts.map((slug) => {
      const part = productBySlug.get(slug);
      if (!part) throw new Error(`package ${pkg.slug}: unknown part ${slug}`);
      return { kind: part.kind, finish: part.colors[0]!, brand: makerById.get(part.makerId)!.titleEn };
    });
    const [front, angle] = packageImageFiles(pkg);
    await picture(front!, packageShot(parts, 'front'));
    await picture(angle!, packageShot([...parts].reverse(), 'angle'));
  }

  await picture(homeHeroFile, homeHero());
  await picture(serviceBannerFile, serviceBanner());
  for (let i = 1; i <= COUNTS.favSymbols; i++) await picture(favSymbolFile(i), favSymbolBanner(i));
  for (let i = 1; i <= COUNTS.featds; i++) await picture(featdFile(i), featdBanner(i));
  for (let i = 1; i <= COUNTS.subscCats; i++) await picture(subscCatFile(i), subscCatBanner(i));
  for (const c of CATEGORIES) await picture(categoryBannerFile(c.slug), categoryBanner(c.slug));
  for (const m of MAKERS) write(makerLogoFile(m.id), makerLogo(m.id, m.titleEn, m.color));
  for (let i = 1; i <= COUNTS.quiz; i++) await picture(quizFile(i), quizImage(i));
  for (let i = 1; i <= COUNTS.intro; i++) await picture(introFile(i), introSlide(i));

  const fonts = { regular: await pretendard('Regular'), bold: await pretendard('Bold') };
  for (const manual of MANUALS) {
    const product = productBySlug.get(manual.productSlug);
    if (!product) throw new Error(`manual ${manual.slug}: unknown product ${manual.productSlug}`);
    write(
      manualFile(manual.slug),
      await manualPdf(product, makerById.get(product.makerId)!, manual.version, fonts),
    );
  }

  const total = written.reduce((sum, f) => sum + f.bytes, 0);
  const largest = (ext: string) =>
    written
      .filter((f) => f.file.endsWith(ext))
      .reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '-', bytes: 0 });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const pictures = written.filter((f) => f.file.endsWith('.webp'));
  console.log(`wrote ${written.length} files, ${(total / 1024).toFixed(0)} KB into ${ASSETS}`);
  console.log(
    `${pictures.length} webp ${kb(pictures.reduce((sum, f) => sum + f.bytes, 0))}, largest ${largest('.webp').file} ${kb(largest('.webp').bytes)}; ` +
      `largest svg ${largest('.svg').file} ${kb(largest('.svg').bytes)}; largest pdf ${largest('.pdf').file} ${kb(largest('.pdf').bytes)}`,
  );
}

await main();
