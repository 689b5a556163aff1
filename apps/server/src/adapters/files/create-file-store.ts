import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

/** The configured store: FILES_PROVIDER=local (DATA_DIR/files, or a temporary folder in tests) or s3. */
export function createFileStore(config: Config): FileStore {
  if (config.files.provider === 's3') return createS3FileStore(config.files.s3);
  return createLocalFileStore(path.join(config.dataDir ?? path.join(os.tmpdir(), 'soridam'), 'files'));
}
