import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { embeddedGlyphs } from '../test/pdf-glyphs';

const manuals = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/manuals');

describe('the product manuals customers download (assets/manuals, npm run assets)', () => {
  const files = readdirSync(manuals).filter((f) => f.endsWith('.pdf'));

  it('are there, one per product with a manual', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s draws every Korean glyph it embeds: only the space is blank', async (file) => {
    const fonts = await embeddedGlyphs(readFileSync(path.join(manuals, file)));
    expect(fonts.map((f) => f.name).sort()).toEqual([
      '/SORIDA+Pretendard-Regular',
      '/SORIDB+Pretendard-Bold',
    ]);
    for (const font of fonts) {
      expect(font.glyphs, font.name).toBeGreaterThan(30);
      expect(font.blank, font.name).toBeLessThanOrEqual(1);
    }
  });
});
