import type { Doc } from '@shop/domain/api/docs';

export type Maker = { id: number; title: string };

/**
 * The makers each category has manuals for, from the product manuals' docable products (one call for the
 * whole centre). Makers are listed once per category, by id.
 */
export function makersByCat(manuals: readonly Doc[]): Map<number, Maker[]> {
  const groups = new Map<number, Map<number, Maker>>();
  for (const doc of manuals) {
    const prod = doc.docable;
    if (!prod || prod.prod_cat_id === null || !prod.corp_maker) continue;
    const makers = groups.get(prod.prod_cat_id) ?? new Map<number, Maker>();
    makers.set(prod.corp_maker.id, { id: prod.corp_maker.id, title: prod.corp_maker.title });
    groups.set(prod.prod_cat_id, makers);
  }
  return new Map(
    [...groups].map(([catId, makers]) => [catId, [...makers.values()].sort((a, b) => a.id - b.id)]),
  );
}

/** The title of a maker among the manuals shown, for the breadcrumb. */
export function makerTitle(manuals: readonly Doc[], corpId: number): string | null {
  for (const doc of manuals) {
    const maker = doc.docable?.corp_maker;
    if (maker && maker.id === corpId) return maker.title;
  }
  return null;
}
