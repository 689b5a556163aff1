import { describe, expect, it } from 'vitest';
import { TYPE_CONN } from '../codes/type-conn';
import {
  CONN_PACKAGE_MESSAGE,
  CONN_PARTS_EMPTY_MESSAGE,
  CONN_PARTS_ONLY_PACKAGE_MESSAGE,
  CONN_REPEATED_MESSAGE,
  CONN_SELF_MESSAGE,
  CONN_TOO_MANY_MESSAGE,
  CONN_UNKNOWN_MESSAGE,
  CONNS_MAX,
  connsProblem,
} from './conns-admin';

const single = (id: number) => ({ id, type_conn: TYPE_CONN.OPTION });
const pkg = (id: number) => ({ id, type_conn: TYPE_CONN.PACKAGE });

describe('linking parts and add-ons', () => {
  it('lets a package hold single products as parts, and any product offer single products as add-ons', () => {
    expect(connsProblem('parts', pkg(40), [1, 2], [single(1), single(2)])).toBeNull();
    expect(connsProblem('addons', single(1), [30], [single(30)])).toBeNull();
    expect(connsProblem('addons', single(1), [], [])).toBeNull();
  });

  it('refuses parts outside a package, an empty package, repeats, itself, unknown ids and packages', () => {
    expect(connsProblem('parts', single(1), [2], [single(2)])).toBe(CONN_PARTS_ONLY_PACKAGE_MESSAGE);
    expect(connsProblem('parts', pkg(40), [], [])).toBe(CONN_PARTS_EMPTY_MESSAGE);
    expect(connsProblem('addons', single(1), [2, 2], [single(2)])).toBe(CONN_REPEATED_MESSAGE);
    expect(connsProblem('addons', single(1), [1], [single(1)])).toBe(CONN_SELF_MESSAGE);
    expect(connsProblem('addons', single(1), [2, 999], [single(2)])).toBe(CONN_UNKNOWN_MESSAGE);
    expect(connsProblem('parts', pkg(40), [41], [pkg(41)])).toBe(CONN_PACKAGE_MESSAGE);
  });
});

describe('how many products one product may be linked to', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => 100 + i);

  it('takes up to 20 and refuses the 21st', () => {
    expect(CONNS_MAX).toBe(20);
    expect(connsProblem('addons', single(1), ids(20), ids(20).map(single))).toBeNull();
    expect(connsProblem('parts', pkg(40), ids(20), ids(20).map(single))).toBeNull();
    expect(connsProblem('addons', single(1), ids(21), ids(21).map(single))).toBe(CONN_TOO_MANY_MESSAGE);
  });
});

describe('the refusals staff read', () => {
  it('says each one in Korean', () => {
    expect(CONN_PARTS_ONLY_PACKAGE_MESSAGE).toBe('구성품은 패키지 상품에만 둘 수 있습니다.');
    expect(CONN_PARTS_EMPTY_MESSAGE).toBe('패키지에는 구성품이 하나 이상 있어야 합니다.');
    expect(CONN_SELF_MESSAGE).toBe('상품 자신을 연결할 수 없습니다.');
    expect(CONN_PACKAGE_MESSAGE).toBe('패키지는 다른 상품의 구성품이나 추가 상품이 될 수 없습니다.');
    expect(CONN_REPEATED_MESSAGE).toBe('같은 상품이 두 번 들어 있습니다.');
    expect(CONN_UNKNOWN_MESSAGE).toBe('없는 상품이 들어 있습니다.');
    expect(CONN_TOO_MANY_MESSAGE).toBe('20개까지 연결할 수 있습니다.');
  });
});
