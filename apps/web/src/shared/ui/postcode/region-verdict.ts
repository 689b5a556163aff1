import type { ZipCheck } from '@shop/domain/api/spots';
import {
  isInstallableAddress,
  isInstallableZip,
  NOT_INSTALLABLE_REGION_WITH_AREAS,
} from '@shop/domain/validation/installable-region';

export type RegionVerdict = { ok: true } | { ok: false; message: string };

/**
 * A chosen address is refused unless the browser's rule (Seoul, or Goyang, Seongnam, Hanam of Gyeonggi)
 * and the server's postcode check both allow it. Without the server's answer (network) the postcode is
 * checked here with the server's own rule; saving checks it again anyway.
 */
export function regionVerdict(
  address: { addr: string; addr_code: string },
  server: ZipCheck | null,
): RegionVerdict {
  const refused = { ok: false as const, message: NOT_INSTALLABLE_REGION_WITH_AREAS };
  if (!isInstallableAddress(address.addr)) return refused;
  const zipOk = server ? server.installable : isInstallableZip(address.addr_code);
  return zipOk ? { ok: true } : refused;
}
