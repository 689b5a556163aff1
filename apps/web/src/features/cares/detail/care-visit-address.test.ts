import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CareVisitAddress } from './care-visit-address';

const spot = {
  id: 1,
  name: '김소리',
  tel: '01012345678',
  addr: '서울특별시 마포구 월드컵북로 396 (상암동)',
  addr_desc: '상암 리버뷰 101동 1203호',
};

describe('CareVisitAddress', () => {
  it('writes the phone as the address book and the rental screens do, not as stored', () => {
    const html = renderToStaticMarkup(createElement(CareVisitAddress, { spot }));
    expect(html).toContain('010-1234-5678');
    expect(html).not.toContain('01012345678');
    expect(html).toContain('서울특별시 마포구 월드컵북로 396 (상암동) 상암 리버뷰 101동 1203호');
  });
});
