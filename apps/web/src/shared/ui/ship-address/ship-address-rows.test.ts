import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShipAddressRows } from './ship-address-rows';

const ship: Parameters<typeof ShipAddressRows>[0]['ship'] = {
  spot_set_user_name: '김소리',
  spot_set_tel: '01012345678',
  spot_set_code: '06236',
  spot_set: '서울 강남구 테헤란로 1',
  spot_set_desc: '101호',
};

const render = (rows: Parameters<typeof ShipAddressRows>[0]['ship']) =>
  renderToStaticMarkup(createElement(ShipAddressRows, { ship: rows }));

describe('ShipAddressRows', () => {
  it('shows the name, the formatted phone and the address with its postcode', () => {
    expect(render(ship)).toBe(
      '<dt>받는 분</dt><dd>김소리</dd><dt>연락처</dt><dd>010-1234-5678</dd>' +
        '<dt>주소</dt><dd>(06236) 서울 강남구 테헤란로 1 101호</dd>',
    );
  });

  it('puts a dash for a missing name or phone and leaves out a missing postcode', () => {
    const html = render({ ...ship, spot_set_user_name: null, spot_set_tel: null, spot_set_code: null });
    expect(html).toContain('<dt>받는 분</dt><dd>-</dd><dt>연락처</dt><dd>-</dd>');
    expect(html).toContain('<dt>주소</dt><dd>서울 강남구 테헤란로 1 101호</dd>');
  });
});
