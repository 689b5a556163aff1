import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

/** The configured store: FILES_PROVIDER=local (DATA_DIR/files, or a temporary folder in tests). */
export function createFileStore(config: Config): FileStore {
  return createLocalFileStore(path.join(config.dataDir ?? path.join(os.tmpdir(), 'soridam'), 'files'));
}
