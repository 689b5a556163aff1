import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a local folder by default, an S3-compatible bucket by setting. Keys are
 * paths like `public/prods/12/<random>.jpg`; only keys under `public/` are ever served to anyone (at
 * /media/<key>), everything else (AS photos, contracts) is read by the server for its owner only.
 */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export type StoredFile = { body: Readable; contentType: string; size: number };

/** The address a public key is served at. */
export const mediaUrl = (key: string) => `/media/${key.replace(/^public\//, '')}`;

const SAFE_KEY = /^(?!.*\.\.)[a-zA-Z0-9][a-zA-Z0-9/_.-]{0,300}$/;

/** Keys are made by the server, never taken from a caller; this refuses anything that could climb out. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('//')) throw new Error(`unsafe file key: ${key}`);
}
