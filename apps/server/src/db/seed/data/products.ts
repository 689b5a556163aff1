import { DISCOUNT_TYPE_VAL } from '@shop/domain/codes/discount-type';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import { TYPE_STOCK } from '@shop/domain/codes/type-stock';
import { color, isPaletteKey } from './colors';
import { rentalFees } from './fees';
import products from './products.json';
import { TAGS } from './tags';
import { DRAW_KINDS, type DrawKind, type MakerSeed, type ProductSeed } from './types';

/**
 * Single products with options (type_conn OPTION), in id order. The products are data (products.json): codes
 * by their keys (typeStock NONE, stateProvide DISCONTINUED, discount typeVal RATE), colours by palette key with
 * their stock and surcharge; a product leaves out what is usual (in stock, on sale, three pictures, no add-ons,
 * fees from its cost).
 */
type ProductJson = (typeof products)[number];

function codeOf<T extends Record<string, string | number>>(codes: T, key: string, what: string): T[keyof T] {
  if (!Object.hasOwn(codes, key)) throw new Error(`products.json: no ${what} ${key}`);
  return codes[key as keyof T];
}

function checked<T extends string | number>(allowed: readonly T[], value: string | number, what: string): T {
  if (!allowed.includes(value as T)) throw new Error(`products.json: no ${what} ${value}`);
  return value as T;
}

function features(p: ProductJson): ProductSeed['features'] {
  const [a, b, c, ...rest] = p.features;
  if (a === undefined || b === undefined || c === undefined || rest.length > 0) {
    throw new Error(`products.json: ${p.slug} needs three features`);
  }
  return [a, b, c];
}

// JSON gives every product the union of all spec keys, the ones it lacks as optional.
function spec(p: ProductJson): ProductSeed['spec'] {
  const entries = Object.entries(p.spec).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return Object.fromEntries(entries);
}

function product(p: ProductJson): ProductSeed {
  const tags = p.tags.map((tag) => checked(TAGS, tag, 'tag'));
  const discount = p.discount;
  return {
    slug: p.slug,
    title: p.title,
    model: p.model,
    catSlug: p.catSlug,
    makerId: checked<MakerSeed['id']>([1, 2, 3], p.makerId, 'maker'),
    kind: checked<DrawKind>(DRAW_KINDS, p.kind, 'drawing kind'),
    cost: p.cost,
    summary: p.summary,
    features: features(p),
    spec: spec(p),
    inBox: p.inBox,
    colors: p.colors.map((c) => {
      if (!isPaletteKey(c.key)) throw new Error(`products.json: no colour ${c.key}`);
      return color(c.key, c.stock, 'cost' in c ? c.cost : undefined);
    }),
    typeStock: p.typeStock === undefined ? TYPE_STOCK.STOCK : codeOf(TYPE_STOCK, p.typeStock, 'stock type'),
    stateProvide:
      p.stateProvide === undefined ? STATE_PROVIDE.ENABLE : codeOf(STATE_PROVIDE, p.stateProvide, 'state'),
    // A discounted product always carries the 한정할인 tag.
    tags: discount && !tags.includes('한정할인') ? [...tags, '한정할인'] : tags,
    ...(discount && {
      discount: { ...discount, typeVal: codeOf(DISCOUNT_TYPE_VAL, discount.typeVal, 'discount type') },
    }),
    fees: rentalFees(p.cost),
    images: p.images === undefined ? 3 : checked<ProductSeed['images']>([2, 3], p.images, 'image count'),
    addons: p.addons ?? [],
  };
}

export const PRODUCTS: ProductSeed[] = products.map(product);
