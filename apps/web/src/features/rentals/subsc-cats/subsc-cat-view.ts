import type { SubscCat } from '@shop/domain/api/catalog';

export type SubscCatCard = {
  id: number;
  title: string;
  content: string;
  /** The card's "월 …부터": the lowest monthly fee of its terms (the chips below it), never above one of them. */
  cost: number;
  image: { url: string; width: number | null; height: number | null };
  options: { id: number; title: string; cost: number }[];
};

/**
 * The exchange-subscription categories to show: only those with an id, an image, a title, a content, a
 * cost and at least one option (rental-lifecycle.md 2, Exchange subscriptions).
 */
export function subscCatCards(cats: readonly SubscCat[]): SubscCatCard[] {
  return cats.flatMap((cat) => {
    const att = cat.atts[0];
    const content = cat.options.content || cat.content;
    if (!cat.id || !att?.url || !cat.title || !content || !cat.cost || cat.subsc_cat_opts.length === 0)
      return [];
    return [
      {
        id: cat.id,
        title: cat.title,
        content,
        cost: Math.min(cat.cost, ...cat.subsc_cat_opts.map((o) => o.cost)),
        image: { url: att.url, width: att.width, height: att.height },
        options: cat.subsc_cat_opts.map((o) => ({ id: o.id, title: o.title, cost: o.cost })),
      },
    ];
  });
}
