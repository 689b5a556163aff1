import { ATT_TYPE } from '@shop/domain/codes/att-type';
import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_ASSOC_TYPE } from '@shop/domain/codes/prod-assoc-type';
import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';
import { PROD_CONN_TYPE } from '@shop/domain/codes/prod-conn-type';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { STOCK_TRADE_TYPE } from '@shop/domain/codes/stock-trade-type';
import { SUBSC_CAT_OPT_TYPE, SUBSC_CAT_TYPE } from '@shop/domain/codes/subsc-cat-type';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { TYPE_STOCK } from '@shop/domain/codes/type-stock';
import type { Db } from '../db/client';
import * as t from '../db/schema';

/**
 * A small catalog whose every number a test can predict: two visible categories and a hidden one,
 * a turntable with a sold-out colour, a speaker on discount, a discontinued product, a package of the two,
 * a cable with no stock tracking, a tag, both subscription categories, and a manual.
 */
export async function insertCatalogFixture(db: Db) {
  const [maker] = await db.insert(t.corps).values({ title: '소리공방' }).returning();
  const [turntables, speakers, hidden] = await db
    .insert(t.prodCats)
    .values([
      { title: '턴테이블', slug: 'turntable', state: PROD_CAT_STATE.VISIBLE, sort: 1 },
      { title: '무선 스피커', slug: 'speaker', state: PROD_CAT_STATE.VISIBLE, sort: 2 },
      { title: '리퍼브', slug: 'refurb', state: PROD_CAT_STATE.HIDDEN, sort: 3 },
    ])
    .returning();
  const [rental, multi] = await db
    .insert(t.subscCats)
    .values([
      { title: '렌탈', type: SUBSC_CAT_TYPE.RENTAL_TAKE, state: STATE.ENABLE, sort: 1 },
      { title: '교환 구독', type: SUBSC_CAT_TYPE.MULTI, state: STATE.ENABLE, sort: 2, cost: 39000 },
    ])
    .returning();
  const durations = await db
    .insert(t.subscCatOpts)
    .values(
      [12, 24, 36, 48].map((val, i) => ({
        subscCatId: rental!.id,
        type: SUBSC_CAT_OPT_TYPE.DURATION,
        val,
        title: `${val}개월`,
        selected: i === 0,
        sort: i,
      })),
    )
    .returning();
  const [multiOpt] = await db
    .insert(t.subscCatOpts)
    .values({ subscCatId: multi!.id, type: SUBSC_CAT_OPT_TYPE.DURATION, val: 12, title: '12개월', sort: 0 })
    .returning();

  const prod = (over: Partial<typeof t.prods.$inferInsert> & { title: string; code: string }) => ({
    typeConn: TYPE_CONN.OPTION,
    typeStock: TYPE_STOCK.STOCK,
    state: STATE.ENABLE,
    stateProvide: STATE_PROVIDE.ENABLE,
    corpMakerId: maker!.id,
    subscCatId: rental!.id,
    cost: 500000,
    ...over,
  });
  const [turntable, speaker, oldAmp, pkg, cable, hiddenProd, disabledProd] = await db
    .insert(t.prods)
    .values([
      prod({
        title: '클래식 턴테이블',
        code: 'TT-1',
        prodCatId: turntables!.id,
        sort: 1,
        content: {
          spec: '<p>사양</p>',
          detail: '<p class="lead" onclick="steal()">소개</p><script>steal()</script>',
        },
      }),
      prod({ title: '무선 스피커 S', code: 'SP-1', prodCatId: speakers!.id, sort: 2 }),
      prod({
        title: '단종 앰프',
        code: 'AMP-OLD',
        prodCatId: speakers!.id,
        sort: 3,
        stateProvide: STATE_PROVIDE.DISCONTINUED,
      }),
      prod({
        title: '입문 세트',
        code: 'PKG-1',
        typeConn: TYPE_CONN.PACKAGE,
        prodCatId: turntables!.id,
        sort: 4,
      }),
      prod({
        title: '스피커 케이블',
        code: 'CB-1',
        typeStock: TYPE_STOCK.NONE,
        prodCatId: speakers!.id,
        sort: 5,
      }),
      prod({ title: '리퍼브 스피커', code: 'RF-1', prodCatId: hidden!.id, sort: 6 }),
      prod({ title: '판매중지 상품', code: 'OFF-1', prodCatId: speakers!.id, sort: 7, state: STATE.DISABLE }),
    ])
    .returning();

  const [black, white, speakerGray] = await db
    .insert(t.prodOpts)
    .values([
      { prodId: turntable!.id, type: PROD_OPT_TYPE.COLOR, title: '블랙', val: '#222222', sort: 1 },
      {
        prodId: turntable!.id,
        type: PROD_OPT_TYPE.COLOR,
        title: '화이트',
        val: '#f5f5f5',
        cost: 3000,
        sort: 2,
      },
      { prodId: speaker!.id, type: PROD_OPT_TYPE.COLOR, title: '그레이', val: '#888888', sort: 1 },
    ])
    .returning();

  // Turntable: 3 black units (1 held by an order), white sold out (its only unit is broken).
  await db.insert(t.prodStocks).values([
    ...[1, 2, 3].map((n) => ({
      prodId: turntable!.id,
      prodOptId: black!.id,
      sn: `TT-1-B-${n}`,
      state: STOCK_STATE.ENABLE,
      tradeType: STOCK_TRADE_TYPE.RENTAL_TAKE,
      prodOrdererId: n === 1 ? 9999 : null,
    })),
    {
      prodId: turntable!.id,
      prodOptId: white!.id,
      sn: 'TT-1-W-1',
      state: STOCK_STATE.BROKEN,
      tradeType: STOCK_TRADE_TYPE.RENTAL_TAKE,
    },
    {
      prodId: speaker!.id,
      prodOptId: speakerGray!.id,
      sn: 'SP-1-G-1',
      state: STOCK_STATE.ENABLE,
      tradeType: STOCK_TRADE_TYPE.RENTAL_TAKE,
    },
  ]);

  await db.insert(t.prodConns).values([
    { prodId: pkg!.id, prodConnId: turntable!.id, type: PROD_CONN_TYPE.DEFAULT, sort: 1 },
    { prodId: pkg!.id, prodConnId: speaker!.id, type: PROD_CONN_TYPE.DEFAULT, sort: 2 },
    { prodId: turntable!.id, prodConnId: cable!.id, type: PROD_CONN_TYPE.OPTION, sort: 1 },
  ]);

  // Monthly fees: longer terms are cheaper.
  const fees: Record<number, number> = { 12: 39900, 24: 32900, 36: 29900, 48: 25900 };
  await db.insert(t.prodSubscCatOpts).values(
    [turntable!, speaker!, pkg!].flatMap((p, i) =>
      durations.map((d) => {
        const monthly = fees[d.val]! + i * 10000;
        return {
          prodId: p.id,
          subscCatOptId: d.id,
          costSubsc: monthly,
          costSubscDuration: monthly * d.val,
          val: d.val,
        };
      }),
    ),
  );
  await db.insert(t.prodSubscCatOpts).values({
    prodId: speaker!.id,
    subscCatOptId: multiOpt!.id,
    costSubsc: 45000,
    costSubscDuration: 540000,
    val: 12,
  });

  await db.insert(t.discounts).values([
    {
      discountableType: MORPH_TYPE.PROD,
      discountableId: speaker!.id,
      title: '오픈 기념',
      typeVal: 'COST',
      val: 5000,
      state: STATE.ENABLE,
      sort: 1,
    },
    {
      discountableType: MORPH_TYPE.PROD,
      discountableId: speaker!.id,
      title: '한정 할인',
      typeVal: 'RATE',
      val: 10,
      state: STATE.ENABLE,
      sort: 2,
    },
    // An expired discount never shows.
    {
      discountableType: MORPH_TYPE.PROD,
      discountableId: turntable!.id,
      title: '지난 할인',
      typeVal: 'RATE',
      val: 50,
      state: STATE.ENABLE,
      stopAt: new Date('2020-01-01T00:00:00Z'),
    },
  ]);

  const [tag] = await db.insert(t.tags).values({ title: '입문용', state: STATE.ENABLE }).returning();
  await db.insert(t.tagTaggables).values([
    { tagId: tag!.id, taggableType: MORPH_TYPE.PROD, taggableId: turntable!.id },
    { tagId: tag!.id, taggableType: MORPH_TYPE.PROD, taggableId: pkg!.id },
  ]);
  await db
    .insert(t.prodAssocs)
    .values({ prodId: turntable!.id, prodAssocId: speaker!.id, type: PROD_ASSOC_TYPE.RECOMMEND });

  await db.insert(t.atts).values([
    {
      attachableType: MORPH_TYPE.PROD,
      attachableId: turntable!.id,
      type: ATT_TYPE.IMG,
      role: 'prod',
      path: '/files/products/tt-2.svg',
      mime: 'image/svg+xml',
      width: 800,
      height: 800,
      sort: 2,
    },
    {
      attachableType: MORPH_TYPE.PROD,
      attachableId: turntable!.id,
      type: ATT_TYPE.IMG,
      role: 'prod',
      path: '/files/products/tt-1.svg',
      mime: 'image/svg+xml',
      width: 800,
      height: 800,
      sort: 1,
    },
  ]);
  const [manual] = await db
    .insert(t.docs)
    .values({
      type: DOC_TYPE.PROD_MANUAL,
      title: '클래식 턴테이블 사용 설명서',
      state: STATE.ENABLE,
      docableType: MORPH_TYPE.PROD,
      docableId: turntable!.id,
    })
    .returning();
  await db.insert(t.atts).values({
    attachableType: MORPH_TYPE.DOC,
    attachableId: manual!.id,
    type: ATT_TYPE.IMG,
    role: 'doc',
    path: '/files/manuals/tt-1.pdf',
    mime: 'application/pdf',
  });

  return {
    maker,
    turntables,
    speakers,
    hidden,
    rental,
    multi,
    turntable,
    speaker,
    oldAmp,
    pkg,
    cable,
    hiddenProd,
    disabledProd,
    black,
    white,
    tag,
  };
}
