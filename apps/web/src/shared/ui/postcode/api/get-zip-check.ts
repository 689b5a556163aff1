import type { ZipCheck } from '@shop/domain/api/spots';
import { http } from '../../../http/http';

/** GET ships/spotSetCodeCheck?zipCode=: the server's check of a postcode. */
export function getZipCheck(zipCode: string): Promise<ZipCheck> {
  return http.get<ZipCheck>('ships/spotSetCodeCheck', { query: { zipCode } });
}
