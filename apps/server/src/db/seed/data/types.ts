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

export type ProductSeed = {
  slug: string;
  title: string;
  /** Model code shown in specs and manuals. */
  model: string;
  catSlug: string;
  makerId: 1 | 2 | 3;
  kind: DrawKind;
  /** Purchase cost in won. */
  cost: number;
  /** One-line introduction. */
  summary: string;
  /** Three selling points for the detail HTML. */
  features: [string, string, string];
  spec: Record<string, string>;
  /** What is in the box. */
  inBox: string[];
  colors: ColorSeed[];
  typeStock: TypeStock;
  stateProvide: StateProvide;
  tags: string[];
  discount?: DiscountSeed;
  /** Monthly rental fee per duration, longer is cheaper. */
  fees: RentalFees;
  /** Number of product pictures (front, angle, detail). */
  images: 2 | 3;
  /** Accessory add-ons offered on the product page (slugs). */
  addons: string[];
};

export type PackageSeed = {
  slug: string;
  title: string;
  model: string;
  catSlug: string;
  makerId: 1 | 2 | 3;
  summary: string;
  features: [string, string, string];
  /** Slugs of the parts, 2–3. */
  parts: string[];
  /** Purchase cost in won (a set price below the sum of the parts). */
  cost: number;
  fees: RentalFees;
  tags: string[];
  discount?: DiscountSeed;
};

export type AssocSeed = { from: string; to: string; type: ProdAssocType };
