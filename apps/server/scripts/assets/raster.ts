import sharp from 'sharp';
import { PICTURE_SCALE } from '../../src/db/seed/data/asset-files';

/**
 * The WebP a drawing is served as (decision 030, "Raster pictures"). A browser draws each SVG picture as a
 * small document of its own, parsed, laid out and painted on the page's main thread; a WebP is decoded off it,
 * as a real shop's photos are. Drawn at three quarters of the SVG's size (`PICTURE_SCALE`: 600 px products
 * and intro, 810 px banners, about twice a phone's width; the pages use no srcset), quality 60, opaque as every
 * drawing is, by the image library the server already has (sharp, with librsvg), so the same drawing gives
 * the same bytes on every run.
 */
export async function webpOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * PICTURE_SCALE })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 60, effort: 6 })
    .toBuffer();
}
