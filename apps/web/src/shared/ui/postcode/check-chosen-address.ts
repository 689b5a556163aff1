import { getZipCheck } from './api/get-zip-check';
import type { ChosenAddress } from './postcode-sheet';
import { type RegionVerdict, regionVerdict } from './region-verdict';

/** A chosen address checked by the browser's region rule and the server's postcode check. */
export async function checkChosenAddress(address: ChosenAddress): Promise<RegionVerdict> {
  const server = await getZipCheck(address.addr_code).catch(() => null);
  return regionVerdict(address, server);
}
