import type { DiscountTypeVal } from '@shop/domain/codes/discount-type';
import type { ProdAssocType } from '@shop/domain/codes/prod-assoc-type';
import type { StateProvide } from '@shop/domain/codes/state-provide';
import type { TypeStock } from '@shop/domain/codes/type-stock';

/** What the asset script draws for a product; one drawing function per kind. */
export const DRAW_KINDS = [
  'turntable',
  'bookshelf',
  'tower',
  'subwoofer',
  'wireless',
  'portable',
  'headphone',
  'earbuds',
  'amplifier',
  'phono',
  'cable',
  'stand',
  'hpstand',
  'cartridge',
  'brush',
] as const;
export type DrawKind = (typeof DRAW_KINDS)[number];

export type MakerSeed = {
  id: 1 | 2 | 3;
  slug: string;
  title: string;
  titleEn: string;
  /** Short Korean description for the brand pages. */
  content: string;
  country: string;
  founded: number;
  /** Brand colour used in its logo. */
  color: string;
};

export type CategorySeed = {
  id: number;
  slug: string;
  title: string;
  visible: boolean;
  sort: number;
  /** One sentence shown on category banners and landing sections. */
  content: string;
};

export type ColorSeed = {
  /** File-name key, e.g. `walnut`. */
  key: string;
  /** Korean title, e.g. 월넛. */
  title: string;
  /** CSS hex colour (the option's val). */
  hex: string;
  /** Monthly surcharge in won (0 for most). */
  cost: number;
  /** Stock units per colour; 0 = sold out. Ignored when the product does not track stock. */
  stock: number;
};

export type DiscountSeed = { typeVal: DiscountTypeVal; val: number; title: string };

export type RentalFees = { 12: number; 24: number; 36: number; 48: number };

/** What a product and a package both have on the shelf: its names, maker, selling text and prices. */
type ShelfItemSeed = {
  slug: string;
  title: string;
  /** Model code shown in specs and manuals. */
  model: string;
  catSlug: string;
  makerId: 1 | 2 | 3;
  /** Purchase cost in won (a package's: a set price below the sum of its parts). */
  cost: number;
  /** One-line introduction. */
  summary: string;
  /** Three selling points for the detail HTML. */
  features: [string, string, string];
  tags: string[];
  discount?: DiscountSeed;
  /** Monthly rental fee per duration, longer is cheaper. */
  fees: RentalFees;
};

export type ProductSeed = ShelfItemSeed & {
  kind: DrawKind;
  spec: Record<string, string>;
  /** What is in the box. */
  inBox: string[];
  colors: ColorSeed[];
  typeStock: TypeStock;
  stateProvide: StateProvide;
  /** Number of product pictures (front, angle, detail). */
  images: 2 | 3;
  /** Accessory add-ons offered on the product page (slugs). */
  addons: string[];
};

export type PackageSeed = ShelfItemSeed & {
  /** Slugs of the parts, 2–3. */
  parts: string[];
};

export type AssocSeed = { from: string; to: string; type: ProdAssocType };
