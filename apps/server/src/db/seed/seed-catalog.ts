import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';
import { PROD_CONN_TYPE, type ProdConnType } from '@shop/domain/codes/prod-conn-type';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { STOCK_TRADE_TYPE } from '@shop/domain/codes/stock-trade-type';
import { SUBSC_CAT_OPT_TYPE } from '@shop/domain/codes/subsc-cat-type';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { TYPE_STOCK } from '@shop/domain/codes/type-stock';
import { eq } from 'drizzle-orm';
import * as t from '../schema';
import {
  categoryBannerFile,
  colorImageFile,
  IMAGE_SIZE,
  makerLogoFile,
  packageImageFiles,
  productImageFiles,
  subscCatFile,
} from './data/asset-files';
import { ASSOCS } from './data/assocs';
import { CATEGORIES } from './data/categories';
import { deliveryHtml, detailHtml, informationHtml, refundHtml, specHtml } from './data/content';
import { MAKERS } from './data/makers';
import { PACKAGES } from './data/packages';
import { PRODUCTS } from './data/products';
import { SUBSC_CATS } from './data/subsc-cats';
import { TAGS } from './data/tags';
import type { DiscountSeed, PackageSeed, ProductSeed } from './data/types';
import { attRow, type Tx } from './seed-tx';

/** What later parts of the seed look up by the data files' keys. */
export type CatalogIds = {
  prodId: (slug: string) => number;
  /** Colour option id by product slug and colour key. */
  colorOptId: (slug: string, key: string) => number;
  /** Units by product slug and colour key, in serial order, for rentals to take. */
  units: Map<string, { id: number; sn: string }[]>;
  rentalOptIds: Map<number, number>;
  product: (slug: string) => ProductSeed | undefined;
  package: (slug: string) => PackageSeed | undefined;
};

const need = <V>(map: Map<string, V>, key: string, what: string): V => {
  const v = map.get(key);
  if (v === undefined) throw new Error(`seed data: unknown ${what} ${key}`);
  return v;
};

export async function seedCatalog(tx: Tx): Promise<CatalogIds> {
  const makerById = new Map(MAKERS.map((m) => [m.id, m]));
  const catIdBySlug = new Map(CATEGORIES.map((c) => [c.slug, c.id]));

  await tx
    .insert(t.corps)
    .values(
      MAKERS.map((m) => ({ id: m.id, title: m.title, titleEn: m.titleEn, content: m.content, sort: m.id })),
    );
  await tx.insert(t.prodCats).values(
    CATEGORIES.map((c) => ({
      id: c.id,
      title: c.title,
      slug: c.slug,
      state: c.visible ? PROD_CAT_STATE.VISIBLE : PROD_CAT_STATE.HIDDEN,
      sort: c.sort,
    })),
  );
  await tx.insert(t.subscCats).values(
    SUBSC_CATS.map((s) => ({
      id: s.id,
      type: s.type,
      state: STATE.ENABLE,
      title: s.title,
      content: s.content,
      cost: s.cost,
      options: { only_pkg: s.onlyPkg, content: s.content },
      sort: s.id,
    })),
  );

  // Products first (ids 1…), then packages; explicit ids keep links in the documents stable.
  const productRows = PRODUCTS.map((p, i) => {
    const maker = makerById.get(p.makerId)!;
    return {
      id: i + 1,
      title: p.title,
      code: p.model,
      typeConn: TYPE_CONN.OPTION,
      typeStock: p.typeStock,
      state: STATE.ENABLE,
      stateProvide: p.stateProvide,
      prodCatId: need(catIdBySlug, p.catSlug, 'category'),
      corpMakerId: p.makerId,
      subscCatId: 1,
      cost: p.cost,
      content: {
        detail: detailHtml(p, maker),
        spec: specHtml(p, maker),
        information: informationHtml(p, maker),
        delivery: deliveryHtml(p),
        refund: refundHtml(p),
      },
      sort: i + 1,
    };
  });
  const productBySlug = new Map(PRODUCTS.map((p) => [p.slug, p]));
  const packageBySlug = new Map(PACKAGES.map((p) => [p.slug, p]));
  const prodIdBySlug = new Map<string, number>(PRODUCTS.map((p, i) => [p.slug, i + 1]));
  PACKAGES.forEach((p, i) => {
    prodIdBySlug.set(p.slug, PRODUCTS.length + i + 1);
  });
  const prodId = (slug: string) => need(prodIdBySlug, slug, 'product');

  const packageRows = PACKAGES.map((p, i) => {
    const maker = makerById.get(p.makerId)!;
    const partTitles = p.parts.map((slug) => need(productBySlug, slug, 'package part').title);
    const subject = { ...p, partTitles };
    return {
      id: PRODUCTS.length + i + 1,
      title: p.title,
      code: p.model,
      typeConn: TYPE_CONN.PACKAGE,
      typeStock: TYPE_STOCK.STOCK,
      state: STATE.ENABLE,
      stateProvide: STATE_PROVIDE.ENABLE,
      prodCatId: need(catIdBySlug, p.catSlug, 'category'),
      corpMakerId: p.makerId,
      subscCatId: 1,
      cost: p.cost,
      content: {
        detail: detailHtml(subject, maker),
        spec: specHtml(subject, maker, { '세트 구성': partTitles.join(' + ') }),
        information: informationHtml(subject, maker),
        delivery: deliveryHtml(subject),
        refund: refundHtml(subject),
      },
      sort: PRODUCTS.length + i + 1,
    };
  });
  await tx.insert(t.prods).values([...productRows, ...packageRows]);

  // Colour options, with one picture each.
  const optRows = PRODUCTS.flatMap((p) =>
    p.colors.map((c, i) => ({
      prodId: prodId(p.slug),
      type: PROD_OPT_TYPE.COLOR,
      title: c.title,
      val: c.hex,
      cost: c.cost,
      sort: i + 1,
    })),
  );
  const opts = await tx.insert(t.prodOpts).values(optRows).returning({ id: t.prodOpts.id });
  const optIdByKey = new Map<string, number>();
  let k = 0;
  for (const p of PRODUCTS) for (const c of p.colors) optIdByKey.set(`${p.slug}:${c.key}`, opts[k++]!.id);
  const colorOptId = (slug: string, key: string) => need(optIdByKey, `${slug}:${key}`, 'colour');

  const [pw, ph] = IMAGE_SIZE.product;
  await tx
    .insert(t.atts)
    .values([
      ...PRODUCTS.flatMap((p) =>
        productImageFiles(p).map((file, i) =>
          attRow(MORPH_TYPE.PROD, prodId(p.slug), 'prod', file, pw, ph, i + 1),
        ),
      ),
      ...PACKAGES.flatMap((p) =>
        packageImageFiles(p).map((file, i) =>
          attRow(MORPH_TYPE.PROD, prodId(p.slug), 'prod', file, pw, ph, i + 1),
        ),
      ),
      ...PRODUCTS.flatMap((p) =>
        p.colors.map((c) =>
          attRow(MORPH_TYPE.PROD_OPT, colorOptId(p.slug, c.key), 'prodOpt', colorImageFile(p, c), pw, ph, 1),
        ),
      ),
      ...MAKERS.map((m) => attRow(MORPH_TYPE.CORP, m.id, 'corp', makerLogoFile(m.id), ...IMAGE_SIZE.logo, 1)),
      ...CATEGORIES.map((c) =>
        attRow(MORPH_TYPE.PROD_CAT, c.id, 'prodCat', categoryBannerFile(c.slug), ...IMAGE_SIZE.category, 1),
      ),
      ...SUBSC_CATS.map((s) =>
        attRow(MORPH_TYPE.SUBSC_CAT, s.id, 'subscCat', subscCatFile(s.id), ...IMAGE_SIZE.banner, 1),
      ),
    ]);

  // Physical units per colour for tracked products; a sold-out colour simply has none.
  const stockRows = PRODUCTS.filter((p) => p.typeStock === TYPE_STOCK.STOCK).flatMap((p) =>
    p.colors.flatMap((c) =>
      Array.from({ length: c.stock }, (_, i) => ({
        prodId: prodId(p.slug),
        prodOptId: colorOptId(p.slug, c.key),
        sn: `${p.model.replaceAll(' ', '')}-${c.key.toUpperCase()}-${String(i + 1).padStart(3, '0')}`,
        state: STOCK_STATE.ENABLE,
        tradeType: STOCK_TRADE_TYPE.RENTAL_TAKE,
      })),
    ),
  );
  const stocks = stockRows.length
    ? await tx.insert(t.prodStocks).values(stockRows).returning({ id: t.prodStocks.id, sn: t.prodStocks.sn })
    : [];
  const units = new Map<string, { id: number; sn: string }[]>();
  stockRows.forEach((row, i) => {
    const p = PRODUCTS[row.prodId - 1]!;
    const c = p.colors.find((color) => colorOptId(p.slug, color.key) === row.prodOptId)!;
    const key = `${p.slug}:${c.key}`;
    units.set(key, [...(units.get(key) ?? []), stocks[i]!]);
  });

  // Package parts and accessory add-ons: a product's links of one type, in the order listed.
  const conns = (slug: string, linked: string[], type: ProdConnType) =>
    linked.map((other, i) => ({ prodId: prodId(slug), prodConnId: prodId(other), type, sort: i + 1 }));
  await tx
    .insert(t.prodConns)
    .values([
      ...PACKAGES.flatMap((p) => conns(p.slug, p.parts, PROD_CONN_TYPE.DEFAULT)),
      ...PRODUCTS.flatMap((p) => conns(p.slug, p.addons, PROD_CONN_TYPE.OPTION)),
    ]);

  // Durations of both subscription categories and each product's monthly fee for them.
  const rentalOptIds = new Map<number, number>();
  const multiOpts: { id: number; val: number; cost: number }[] = [];
  for (const s of SUBSC_CATS) {
    const rows = await tx
      .insert(t.subscCatOpts)
      .values(
        s.durations.map((d, i) => ({
          subscCatId: s.id,
          type: SUBSC_CAT_OPT_TYPE.DURATION,
          val: d.val,
          cost: d.cost,
          title: `${d.val}개월`,
          selected: i === 0,
          options: d.ctrChange ? { ctr_change: d.ctrChange } : {},
          sort: i + 1,
        })),
      )
      .returning({ id: t.subscCatOpts.id, val: t.subscCatOpts.val, cost: t.subscCatOpts.cost });
    if (s.id === 1) for (const r of rows) rentalOptIds.set(r.val, r.id);
    else multiOpts.push(...rows);
  }
  const everything = [...PRODUCTS, ...PACKAGES];
  const multi = SUBSC_CATS.find((s) => s.id === 2)!;
  await tx.insert(t.prodSubscCatOpts).values([
    ...everything.flatMap((p) =>
      [...rentalOptIds].map(([val, optId]) => {
        const fee = p.fees[val as 12 | 24 | 36 | 48];
        return {
          prodId: prodId(p.slug),
          subscCatOptId: optId,
          costSubsc: fee,
          costSubscDuration: fee * val,
          title: `${val}개월`,
          val,
        };
      }),
    ),
    // Exchange subscription: the category's price, plus a premium tier for dearer products.
    ...multi.prodSlugs.flatMap((slug) => {
      const p = productBySlug.get(slug) ?? packageBySlug.get(slug)!;
      return multiOpts.map((o) => {
        const fee = o.cost + (p.cost > 600000 ? 10000 : 0);
        return {
          prodId: prodId(slug),
          subscCatOptId: o.id,
          costSubsc: fee,
          costSubscDuration: fee * o.val,
          title: `${o.val}개월`,
          val: o.val,
        };
      });
    }),
  ]);
  await tx
    .update(t.subscCats)
    .set({
      options: {
        only_pkg: multi.onlyPkg,
        content: multi.content,
        prod_opt_ids: multi.prodSlugs.flatMap((slug) => {
          const p = productBySlug.get(slug);
          return p ? p.colors.map((c) => colorOptId(slug, c.key)) : [];
        }),
      },
    })
    .where(eq(t.subscCats.id, multi.id));

  const discounted: [string, DiscountSeed][] = everything.flatMap((p) =>
    p.discount ? [[p.slug, p.discount] as [string, DiscountSeed]] : [],
  );
  await tx.insert(t.discounts).values(
    discounted.map(([slug, d]) => ({
      discountableType: MORPH_TYPE.PROD,
      discountableId: prodId(slug),
      title: d.title,
      typeVal: d.typeVal,
      val: d.val,
      state: STATE.ENABLE,
      sort: 1,
    })),
  );

  const tagRows = await tx
    .insert(t.tags)
    .values(TAGS.map((title, i) => ({ title, state: STATE.ENABLE, sort: i + 1 })))
    .returning({ id: t.tags.id, title: t.tags.title });
  const tagId = new Map(tagRows.map((r) => [r.title, r.id]));
  await tx.insert(t.tagTaggables).values(
    everything.flatMap((p) =>
      p.tags.map((title) => ({
        tagId: need(tagId, title, 'tag'),
        taggableType: MORPH_TYPE.PROD,
        taggableId: prodId(p.slug),
      })),
    ),
  );

  await tx.insert(t.prodAssocs).values(
    ASSOCS.map((a, i) => ({
      prodId: prodId(a.from),
      prodAssocId: prodId(a.to),
      type: a.type,
      sort: i + 1,
    })),
  );

  return {
    prodId,
    colorOptId,
    units,
    rentalOptIds,
    product: (slug) => productBySlug.get(slug),
    package: (slug) => packageBySlug.get(slug),
  };
}
