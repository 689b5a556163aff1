import { ATT_TYPE } from '@shop/domain/codes/att-type';
import type { Db } from '../client';

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
    originalName: file.split('/').pop() ?? file,
    sort,
  };
}
