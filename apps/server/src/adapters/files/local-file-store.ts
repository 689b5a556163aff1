import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStore } from './file-store';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** Files in a folder of this machine (DATA_DIR/files): the default, for one machine or a shared volume. */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      const file = pathOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const contentType = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return { body: createReadStream(file), contentType, size: info.size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
