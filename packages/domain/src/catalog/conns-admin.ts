import { TYPE_CONN } from '../codes/type-conn';

/**
 * What a product may be linked to: a package's parts (what is in the box) and a product's add-ons (the
 * accessories offered beside it). Both are single products, never a package and never the product itself;
 * a package always keeps at least one part, or it would be sold empty.
 */
export const CONN_KINDS = ['parts', 'addons'] as const;
export type ConnKind = (typeof CONN_KINDS)[number];
export const CONNS_MAX = 20;

export const CONN_PARTS_ONLY_PACKAGE_MESSAGE = '구성품은 패키지 상품에만 둘 수 있습니다.';
export const CONN_PARTS_EMPTY_MESSAGE = '패키지에는 구성품이 하나 이상 있어야 합니다.';
export const CONN_SELF_MESSAGE = '상품 자신을 연결할 수 없습니다.';
export const CONN_PACKAGE_MESSAGE = '패키지는 다른 상품의 구성품이나 추가 상품이 될 수 없습니다.';
export const CONN_REPEATED_MESSAGE = '같은 상품이 두 번 들어 있습니다.';
export const CONN_UNKNOWN_MESSAGE = '없는 상품이 들어 있습니다.';
export const CONN_TOO_MANY_MESSAGE = `${CONNS_MAX}개까지 연결할 수 있습니다.`;

type Linked = { id: number; type_conn: number };

/** Why these products cannot be the product's parts or add-ons, or null. `found` are the ones that exist. */
export function connsProblem(
  kind: ConnKind,
  prod: Linked,
  chosenIds: readonly number[],
  found: readonly Linked[],
): string | null {
  if (kind === 'parts' && prod.type_conn !== TYPE_CONN.PACKAGE) return CONN_PARTS_ONLY_PACKAGE_MESSAGE;
  if (kind === 'parts' && chosenIds.length === 0) return CONN_PARTS_EMPTY_MESSAGE;
  if (chosenIds.length > CONNS_MAX) return CONN_TOO_MANY_MESSAGE;
  if (new Set(chosenIds).size !== chosenIds.length) return CONN_REPEATED_MESSAGE;
  if (chosenIds.includes(prod.id)) return CONN_SELF_MESSAGE;
  if (chosenIds.some((id) => !found.some((f) => f.id === id))) return CONN_UNKNOWN_MESSAGE;
  if (found.some((f) => f.type_conn === TYPE_CONN.PACKAGE)) return CONN_PACKAGE_MESSAGE;
  return null;
}
