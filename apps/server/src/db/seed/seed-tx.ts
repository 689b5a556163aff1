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
  const pdf = file.endsWith('.pdf');
  return {
    attachableType,
    attachableId,
    type: ATT_TYPE.IMG,
    role,
    path: `/files/${file}`,
    mime: pdf ? 'application/pdf' : 'image/svg+xml',
    width,
    height,
    size: fileSize(file),
    originalName,
    sort,
  };
}
