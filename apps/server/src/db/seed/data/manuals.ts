/**
 * Product manual documents (doc type PROD_MANUAL 801), one PDF each at /files/manuals/<slug>.pdf, attached
 * to one product. At least one per maker and visible category that has products.
 */
export type ManualSeed = { slug: string; title: string; productSlug: string; version: string };

const MANUAL_PRODUCTS = [
  'oneum-tt-1',
  'oneum-tt-3',
  'oneum-tt-mini',
  'oneum-bs-1',
  'oneum-ia-50',
  'oneum-mm-10',
  'nordlyd-plade',
  'nordlyd-hygge-1',
  'nordlyd-o-one',
  'nordlyd-lytte',
  'nordlyd-klang',
  'nordlyd-stativ',
  'aurel-pulse',
  'aurel-a1',
  'aurel-buds-pro',
  'aurel-ha-2',
  'aurel-hp-stand',
] as const;

export const MANUALS: ManualSeed[] = MANUAL_PRODUCTS.map((productSlug, i) => ({
  slug: `manual-${productSlug}`,
  title: '제품 사용 설명서',
  productSlug,
  version: `v1.${i % 3}`,
}));
