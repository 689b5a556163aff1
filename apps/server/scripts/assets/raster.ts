import sharp from 'sharp';

/**
 * The WebP a drawing is served as (decision 030, "Raster pictures"). A browser draws each SVG picture as a
 * small document of its own, parsed, laid out and painted on the page's main thread; a WebP is decoded off it,
 * as a real shop's photos are. Drawn at the SVG's own size (800 px products and intro, 1080 px banners: 2 to
 * 2.6 times a phone's width; the pages use no srcset), opaque as every drawing is, by the image library the
 * server already has (sharp, with librsvg), so the same drawing gives the same bytes on every run.
 */
export async function webpOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .webp({ quality: 80, effort: 6 })
    .toBuffer();
}
