import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FileStore } from '../../adapters/files/file-store';
import type { Db } from '../../db/client';
import { atts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { attFileName } from './att-files';
import { isPublicAtt } from './public-atts';

export const FILE_NOT_FOUND = '요청하신 파일을 찾을 수 없습니다.';

/** Files served to customers are stored under the assets folder and addressed as /files/<path>. */
const PUBLIC_PREFIX = '/files/';

/**
 * The file on disk for a stored path, or null when the path leaves the assets folder (`..`, an absolute
 * path, a symbolic link pointing outside) or names nothing readable.
 */
export async function resolveAssetFile(assetsDir: string, storedPath: string): Promise<string | null> {
  if (!storedPath.startsWith(PUBLIC_PREFIX) || storedPath.includes('\0')) return null;
  const root = await realpath(assetsDir).catch(() => null);
  if (!root) return null;
  const candidate = path.resolve(root, storedPath.slice(PUBLIC_PREFIX.length));
  const real = await realpath(candidate).catch(() => null);
  if (!real?.startsWith(root + path.sep)) return null;
  const info = await stat(real).catch(() => null);
  return info?.isFile() ? real : null;
}

/** RFC 5987 encoding for `filename*`: percent-encodes everything outside attr-char. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export type Download = { stream: Readable; size: number; mime: string; disposition: string };

/** The bytes of a public attachment: a bundled asset (/files/…) or an upload in the file store (/media/…). */
async function openStored(
  storedPath: string,
  source: { assetsDir: string; files: FileStore },
): Promise<{ stream: Readable; size: number } | null> {
  if (storedPath.startsWith('/media/')) {
    const stored = await source.files.get(`public/${storedPath.slice('/media/'.length)}`).catch(() => null);
    return stored ? { stream: stored.body, size: stored.size } : null;
  }
  const file = await resolveAssetFile(source.assetsDir, storedPath);
  if (!file) return null;
  return { stream: createReadStream(file), size: (await stat(file)).size };
}

/** Opens an attachment for download with its Korean name. */
export async function openAttDownload(
  db: Db,
  source: { assetsDir: string; files: FileStore },
  attId: number,
): Promise<Download> {
  const [att] = await db
    .select()
    .from(atts)
    .where(and(eq(atts.id, attId), isPublicAtt));
  if (!att) throw notFound(FILE_NOT_FOUND);
  const file = await openStored(att.path, source);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return {
    ...file,
    mime: att.mime || 'application/octet-stream',
    disposition: `attachment; filename*=UTF-8''${encodeRfc5987(attFileName(att))}`,
  };
}
