import { ApiError } from '@shop/domain/api/api-error';
import { parseRecordId } from '@shop/domain/validation/record-id';

/**
 * A record id from the address (/subscs/{subscId}, /cares/{careId}, …). One that is no id at all
 * (/subscs/abc, a link cut short) is a page that does not exist: the 404 screen, as for an unknown id, not
 * a "could not load, 다시 시도" whose retry could never succeed (the server refuses NaN with 400).
 */
export function recordIdParam(raw: string | undefined): number {
  const id = parseRecordId(raw);
  if (id === null) throw new ApiError(404, '요청하신 페이지를 찾을 수 없습니다.');
  return id;
}
