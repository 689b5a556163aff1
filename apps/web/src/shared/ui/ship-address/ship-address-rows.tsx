import type { Ship } from '@shop/domain/api/ships';
import { formatPhone } from '@shop/domain/format/phone';

type Props = {
  ship: Pick<Ship, 'spot_set_user_name' | 'spot_set_tel' | 'spot_set_code' | 'spot_set' | 'spot_set_desc'>;
};

/** A delivery's 받는 분, 연락처 and 주소 as rows of the screen's own `<dl>`. */
export function ShipAddressRows({ ship }: Props) {
  return (
    <>
      <dt>받는 분</dt>
      <dd>{ship.spot_set_user_name ?? '-'}</dd>
      <dt>연락처</dt>
      <dd>{ship.spot_set_tel ? formatPhone(ship.spot_set_tel) : '-'}</dd>
      <dt>주소</dt>
      <dd>
        {ship.spot_set_code && `(${ship.spot_set_code}) `}
        {ship.spot_set} {ship.spot_set_desc}
      </dd>
    </>
  );
}
