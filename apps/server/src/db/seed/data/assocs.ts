import { PROD_ASSOC_TYPE } from '@shop/domain/codes/prod-assoc-type';
import type { AssocSeed } from './types';

const rec = (from: string, ...to: string[]): AssocSeed[] =>
  to.map((t) => ({ from, to: t, type: PROD_ASSOC_TYPE.RECOMMEND }));
const rel = (from: string, ...to: string[]): AssocSeed[] =>
  to.map((t) => ({ from, to: t, type: PROD_ASSOC_TYPE.RELATED }));

/** Product associations: recommend (200) pairs things that go together, related (100) lists alternatives. */
export const ASSOCS: AssocSeed[] = [
  ...rec('oneum-tt-1', 'oneum-ia-50', 'oneum-bs-1', 'nordlyd-hygge-1', 'oneum-brush'),
  ...rel('oneum-tt-1', 'oneum-tt-2', 'oneum-tt-3', 'oneum-tt-mini'),
  ...rec('oneum-tt-3', 'nordlyd-hygge-1', 'aurel-a1', 'oneum-brush'),
  ...rel('oneum-tt-3', 'oneum-tt-1', 'nordlyd-plade'),
  ...rec('oneum-tt-5', 'oneum-mc-20', 'oneum-ia-100', 'oneum-pa-1'),
  ...rel('oneum-tt-5', 'oneum-dd-7'),
  ...rec('oneum-tt-mini', 'nordlyd-o-one', 'aurel-on', 'oneum-brush'),
  ...rel('oneum-tt-mini', 'oneum-tt-2', 'oneum-tt-1'),
  ...rec('oneum-dd-7', 'oneum-ia-50', 'oneum-mm-10'),
  ...rec('oneum-tt-2', 'nordlyd-klang', 'oneum-bs-1'),
  ...rec('nordlyd-plade', 'nordlyd-hygge-1', 'nordlyd-stativ'),
  ...rec('nordlyd-hygge-1', 'nordlyd-stativ', 'nordlyd-sub-8', 'nordlyd-plade'),
  ...rel('nordlyd-hygge-1', 'nordlyd-hygge-2', 'oneum-bs-1'),
  ...rec('nordlyd-hygge-2', 'nordlyd-sub-8', 'nordlyd-stativ'),
  ...rel('nordlyd-hygge-2', 'nordlyd-hygge-1', 'nordlyd-fjord'),
  ...rec('nordlyd-fjord', 'nordlyd-sub-8', 'oneum-tt-5'),
  ...rec('nordlyd-o-one', 'oneum-tt-mini', 'nordlyd-lys'),
  ...rel('nordlyd-o-one', 'nordlyd-lys', 'nordlyd-strand'),
  ...rel('nordlyd-strand', 'nordlyd-strand-mini', 'aurel-pulse'),
  ...rel('aurel-pulse', 'nordlyd-strand', 'nordlyd-strand-mini'),
  ...rec('aurel-a1', 'aurel-hp-stand', 'aurel-buds-pro'),
  ...rel('aurel-a1', 'nordlyd-lytte', 'aurel-on'),
  ...rec('aurel-a3', 'aurel-ha-2', 'aurel-hp-stand'),
  ...rec('aurel-a5', 'aurel-ha-2', 'aurel-hp-stand'),
  ...rel('aurel-a5', 'aurel-a3'),
  ...rel('aurel-buds', 'aurel-buds-pro', 'aurel-buds-lite'),
  ...rel('aurel-buds-pro', 'aurel-buds', 'aurel-a1'),
  ...rec('oneum-ia-50', 'oneum-bs-1', 'oneum-sc-2', 'oneum-tt-1'),
  ...rel('oneum-ia-50', 'oneum-ia-100', 'oneum-sa-30'),
  ...rec('oneum-ia-100', 'oneum-tt-5', 'nordlyd-fjord'),
  ...rec('oneum-sa-30', 'oneum-bs-1', 'oneum-mini-rca'),
  ...rec('set-living-room', 'oneum-brush', 'nordlyd-stativ'),
  ...rel('set-living-room', 'set-nordic', 'set-vinyl-starter'),
  ...rec('set-first-vinyl', 'oneum-brush', 'aurel-buds'),
  ...rel('set-first-vinyl', 'set-vinyl-starter'),
  ...rec('set-desk', 'aurel-a5'),
];
