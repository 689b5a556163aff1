import type { PostcodeAddress } from '@shop/domain/api/postcode';
import { isInstallableAddress, isInstallableZip } from '@shop/domain/validation/installable-region';
import type { PostcodeProvider } from './postcode-provider';
import { SAMPLE_ADDRESSES } from './sample-addresses';

const MAX_RESULTS = 20;
const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** Every word of the query must appear in the road address, the lot-number address or the zip. */
export function searchSampleAddresses(query: string): PostcodeAddress[] {
  const words = query.trim().split(/\s+/).filter(Boolean).map(squash);
  return SAMPLE_ADDRESSES.filter((entry) => {
    const haystack = squash(`${entry.addr} ${entry.addr_jibun} ${entry.addr_code}`);
    return words.every((word) => haystack.includes(word));
  })
    .slice(0, MAX_RESULTS)
    .map((entry) => ({
      ...entry,
      installable: isInstallableAddress(entry.addr) && isInstallableZip(entry.addr_code),
    }));
}

export function createSamplePostcode(): PostcodeProvider {
  return { name: 'sample', scriptUrl: null, search: searchSampleAddresses };
}
