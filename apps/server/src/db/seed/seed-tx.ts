import { statSync } from 'node:fs';
import path from 'node:path';
import { ATT_TYPE } from '@shop/domain/codes/att-type';
import { serverRoot } from '../../server-root';
import type { Db } from '../client';

const assetsDir = path.join(serverRoot, 'assets');

function fileSize(file: string): number {
  try {
    return statSync(path.join(assetsDir, file)).size;
  } catch {
    return 0;
  }
}

const MIME: Record<string, string> = { pdf: 'application/pdf', webp: 'image/webp', svg: 'image/svg+xml' };

/** The type a bundled file is stored with, from its name (make-assets writes only these). */
function mimeOf(file: string): string {
  const mime = MIME[file.slice(file.lastIndexOf('.') + 1)];
  if (!mime) throw new Error(`seed: no type for ${file}`);
  return mime;
}

/** The transaction handle the seed steps write through. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An attachment row for a file under apps/server/assets/, served at /files/<file>. */
export function attRow(
  attachableType: number,
  attachableId: number,
  role: string,
  file: string,
  width: number | null,
  height: number | null,
  sort: number,
  /** The name a download is saved under; the file's own name by default. */
  originalName = file.split('/').pop() ?? file,
) {
  return {
    attachableType,
    attachableId,
    type: ATT_TYPE.IMG,
    role,
    path: `/files/${file}`,
    mime: mimeOf(file),
    width,
    height,
    size: fileSize(file),
    originalName,
    sort,
  };
}
