import { ApiError } from '@shop/domain/api/api-error';
import { parseRecordId, ROW_ID_MAX } from '@shop/domain/validation/record-id';

/**
 * A record id from the address (/subscs/{subscId}, /cares/{careId}, …). One that is no id at all
 * (/subscs/abc, a link cut short) is a page that does not exist: the 404 screen, as for an unknown id, not
 * a "could not load, 다시 시도" whose retry could never succeed (the server refuses NaN with 400); so is
 * one past the tables' integer ids (/subscs/99999999999), which the server refuses the same way.
 */
export function recordIdParam(raw: string | undefined): number {
  const id = parseRecordId(raw);
  if (id === null || id > ROW_ID_MAX) throw new ApiError(404, '요청하신 페이지를 찾을 수 없습니다.');
  return id;
}
