import path from 'node:path';
import type { Attachable } from '@shop/domain/api/docs';
import type { AttRow } from '@shop/domain/api/files';
import type { atts } from '../../db/schema';

type AttDbRow = typeof atts.$inferSelect;

/** Where the download call answers an attachment (under the API prefix). */
export const downloadUrl = (attId: number) => `/api/v2/customer/files/atts/${attId}/download`;

/** The name a customer's browser saves the file as: its original name, with the stored file's extension. */
export function attFileName(att: Pick<AttDbRow, 'originalName' | 'path'>): string {
  const stored = path.posix.basename(att.path);
  const name = att.originalName.trim() || stored;
  const ext = path.posix.extname(stored);
  return path.posix.extname(name) || !ext ? name : `${name}${ext}`;
}

export const attachableView = (row: AttDbRow): Attachable => ({
  id: row.id,
  url: row.path,
  download_url: downloadUrl(row.id),
  name: attFileName(row),
  size: row.size,
  mime: row.mime,
});

export const attRowView = (row: AttDbRow): AttRow => ({
  id: row.id,
  attachable_type: row.attachableType,
  attachable_id: row.attachableId,
  type: row.type,
  role: row.role,
  url: row.path,
  download_url: downloadUrl(row.id),
  name: attFileName(row),
  mime: row.mime,
  size: row.size,
  width: row.width,
  height: row.height,
  sort: row.sort,
  created_at: row.createdAt.toISOString(),
});
