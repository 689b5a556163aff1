import { describe, expect, it } from 'vitest';
import { TYPE_CONN } from '../codes/type-conn';
import {
  CONN_PACKAGE_MESSAGE,
  CONN_PARTS_EMPTY_MESSAGE,
  CONN_PARTS_ONLY_PACKAGE_MESSAGE,
  CONN_REPEATED_MESSAGE,
  CONN_SELF_MESSAGE,
  CONN_UNKNOWN_MESSAGE,
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
