import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests drive the system's Chromium; say how to get it instead of failing obscurely. */
export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}.\n` +
        'Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)',
    );
  }
}
