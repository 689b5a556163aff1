import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PretendardWeight = 'Regular' | 'Bold';

/**
 * Pretendard (OFL, Korean) from its npm package: the TrueType cut, since fontkit's CFF subsetter rejects the
 * .otf (CID-keyed CFF) files of the same package.
 */
function pretendardFile(weight: PretendardWeight): string {
  const require = createRequire(import.meta.url);
  const pkg = path.dirname(require.resolve('pretendard/package.json'));
  return path.join(pkg, `dist/public/static/alternative/Pretendard-${weight}.ttf`);
}

const read = new Map<PretendardWeight, Promise<Buffer>>();

/** A weight's bytes, read once per process (embedded as a subset in each PDF). */
export function pretendard(weight: PretendardWeight): Promise<Buffer> {
  let bytes = read.get(weight);
  if (!bytes) {
    bytes = readFile(pretendardFile(weight));
    read.set(weight, bytes);
  }
  return bytes;
}
