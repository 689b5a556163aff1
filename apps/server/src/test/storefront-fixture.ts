import { FEATD_ATTACHABLE_TYPE } from '@shop/domain/api/featured';
import { ATT_TYPE } from '@shop/domain/codes/att-type';
import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { FAV_CAT_LAYOUT } from '@shop/domain/codes/fav-cat-layout';
import { FORUM_TYPE } from '@shop/domain/codes/forum-type';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_ASSOC_TYPE } from '@shop/domain/codes/prod-assoc-type';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { insertCatalogFixture } from './catalog-fixture';

/** Stored HTML with a script and an event handler that must never come out. */
export const HOSTILE_HTML =
  '<p>답변<script>alert(1)</script></p><img src="/files/a.png" onerror="alert(2)" alt="그림">';

const att = (
  attachableType: number,
  attachableId: number,
  path: string,
  over: Partial<typeof t.atts.$inferInsert> = {},
) => ({
  attachableType,
  attachableId,
  type: ATT_TYPE.IMG,
  role: 'img',
  path,
  mime: 'image/svg+xml',
  ...over,
});

/**
 * The catalog fixture plus everything the storefront's other screens read, with numbers a test can predict:
 * featured groups, a two-question quiz with three result symbols, FAQ and notices, terms and manuals,
 * associations, a reason survey and two customers.
 */
export async function insertStorefrontFixture(db: Db) {
  const c = await insertCatalogFixture(db);

  // Featured: the second group first by sort; a hidden one; entries of a disabled product and a maker.
  const [weekly, newcomers, hiddenGroup] = await db
    .insert(t.featds)
    .values([
      { title: '이번 주 추천', content: '지금 인기', state: STATE.ENABLE, sort: 2 },
      { title: '처음이라면', content: '입문 세트', state: STATE.ENABLE, sort: 1 },
      { title: '숨김 그룹', state: STATE.DISABLE, sort: 0 },
    ])
    .returning();
  const [speakerEntry, turntableEntry, disabledEntry, makerEntry] = await db
    .insert(t.featdables)
    .values([
      { featdId: weekly!.id, featdableType: MORPH_TYPE.PROD, featdableId: c.speaker!.id, sort: 1 },
      { featdId: weekly!.id, featdableType: MORPH_TYPE.PROD, featdableId: c.turntable!.id, sort: 2 },
      { featdId: weekly!.id, featdableType: MORPH_TYPE.PROD, featdableId: c.disabledProd!.id, sort: 3 },
      { featdId: weekly!.id, featdableType: MORPH_TYPE.CORP, featdableId: c.maker!.id, sort: 4 },
      { featdId: newcomers!.id, featdableType: MORPH_TYPE.PROD, featdableId: c.pkg!.id, sort: 1 },
    ])
    .returning();
  await db.insert(t.atts).values(att(FEATD_ATTACHABLE_TYPE, weekly!.id, '/files/banners/featd-1.svg'));

  // Quiz: q1 (text) a11/a12, q2 (image) a21/a22, a disabled q3 and an empty q4. Symbols s1 < s2 < s3.
  const [q1, q2, q3] = await db
    .insert(t.favCats)
    .values([
      { title: '어떤 소리가 좋으세요?', typeLayout: FAV_CAT_LAYOUT.TEXT, state: STATE.ENABLE, sort: 1 },
      { title: '어떤 공간에서 들으세요?', typeLayout: FAV_CAT_LAYOUT.IMAGE, state: STATE.ENABLE, sort: 2 },
      { title: '숨긴 질문', typeLayout: FAV_CAT_LAYOUT.TEXT, state: STATE.DISABLE, sort: 3 },
      { title: '답이 없는 질문', typeLayout: FAV_CAT_LAYOUT.TEXT, state: STATE.ENABLE, sort: 4 },
    ])
    .returning();
  const [a11, a12, a21, a22, a31] = await db
    .insert(t.favs)
    .values([
      { favCatId: q1!.id, title: '따뜻한 소리', sort: 1 },
      { favCatId: q1!.id, title: '선명한 소리', sort: 2 },
      { favCatId: q2!.id, title: '거실', sort: 1 },
      { favCatId: q2!.id, title: '침실', sort: 2 },
      { favCatId: q3!.id, title: '숨긴 답', sort: 1 },
    ])
    .returning();
  await db
    .insert(t.atts)
    .values([
      att(MORPH_TYPE.FAV, a21!.id, '/files/quiz/living.svg'),
      att(MORPH_TYPE.FAV, a22!.id, '/files/quiz/bedroom.svg'),
    ]);
  const [s1, s2, s3] = await db
    .insert(t.favSymbols)
    .values([
      { title: '균형 잡힌 리스너', content: '무난한 취향/모든 장르를 고르게 즐깁니다.' },
      { title: '아날로그 감성', content: '따뜻한 소리/턴테이블을 추천합니다.' },
      { title: '모던 사운드', content: '선명한 소리/무선 스피커를 추천합니다.' },
    ])
    .returning();
  // a11+a21: s2 5, s3 1 -> s2.  a12+a22: s3 5, s2 1 -> s3.  a11+a22 and a12+a21: s2 and s3 tie at 3 -> s2.
  await db.insert(t.favScores).values([
    { favId: a11!.id, favSymbolId: s2!.id, score: 3 },
    { favId: a11!.id, favSymbolId: s3!.id, score: 1 },
    { favId: a12!.id, favSymbolId: s3!.id, score: 3 },
    { favId: a12!.id, favSymbolId: s2!.id, score: 1 },
    { favId: a21!.id, favSymbolId: s2!.id, score: 2 },
    { favId: a22!.id, favSymbolId: s3!.id, score: 2 },
  ]);
  await db.insert(t.favables).values([
    { favSymbolId: s2!.id, favableType: MORPH_TYPE.PROD, favableId: c.pkg!.id, sort: 2 },
    { favSymbolId: s2!.id, favableType: MORPH_TYPE.PROD, favableId: c.turntable!.id, sort: 1 },
    { favSymbolId: s2!.id, favableType: MORPH_TYPE.PROD, favableId: c.disabledProd!.id, sort: 3 },
    { favSymbolId: s3!.id, favableType: MORPH_TYPE.PROD, favableId: c.speaker!.id, sort: 1 },
  ]);
  await db.insert(t.atts).values(att(MORPH_TYPE.FAV_SYMBOL, s2!.id, '/files/banners/fav-symbol-2.svg'));

  // Forums: FAQ in sort order (the hostile one first), a hidden FAQ, three notices a month apart.
  const [faqHostile, faqPlain, , notice1, notice2, notice3] = await db
    .insert(t.forums)
    .values([
      {
        type: FORUM_TYPE.FAQ,
        title: '설치는 어떻게 하나요?',
        content: HOSTILE_HTML,
        state: STATE.ENABLE,
        sort: 1,
      },
      {
        type: FORUM_TYPE.FAQ,
        title: '해지할 수 있나요?',
        content: '<p>네</p>',
        state: STATE.ENABLE,
        sort: 2,
      },
      { type: FORUM_TYPE.FAQ, title: '숨긴 질문', content: '', state: STATE.DISABLE, sort: 0 },
      {
        type: FORUM_TYPE.NOTICE,
        title: '1월 공지',
        content: '<p>1월</p>',
        state: STATE.ENABLE,
        createdAt: new Date('2026-01-05T00:00:00Z'),
      },
      {
        type: FORUM_TYPE.NOTICE,
        slug: 'notice-open',
        title: '오픈 안내',
        content: '<p>오픈</p>',
        state: STATE.ENABLE,
        createdAt: new Date('2026-02-05T00:00:00Z'),
      },
      {
        type: FORUM_TYPE.NOTICE,
        title: '3월 공지',
        content: '<p>3월</p>',
        state: STATE.ENABLE,
        createdAt: new Date('2026-03-05T00:00:00Z'),
      },
    ])
    .returning();

  // Documents: two terms and a policy (one hostile), a hidden term, and a second manual for the speaker.
  const [usage, privacy, , speakerManual] = await db
    .insert(t.docs)
    .values([
      {
        type: DOC_TYPE.TERM,
        slug: 'term-usage',
        title: '이용약관',
        content: HOSTILE_HTML,
        state: STATE.ENABLE,
        sort: 1,
      },
      {
        type: DOC_TYPE.POLICY,
        slug: 'policy-privacy',
        title: '개인정보 처리방침',
        content: '<p>개인정보</p>',
        state: STATE.ENABLE,
        sort: 2,
      },
      { type: DOC_TYPE.TERM, slug: 'term-old', title: '옛 약관', state: STATE.DISABLE, sort: 3 },
      {
        type: DOC_TYPE.PROD_MANUAL,
        slug: 'manual-sp-1',
        title: '무선 스피커 S 설명서',
        state: STATE.ENABLE,
        docableType: MORPH_TYPE.PROD,
        docableId: c.speaker!.id,
        sort: 5,
      },
    ])
    .returning();
  const [speakerPdf, missingPdf, escapingFile] = await db
    .insert(t.atts)
    .values([
      att(MORPH_TYPE.DOC, speakerManual!.id, '/files/manuals/sp-1.pdf', {
        role: 'doc',
        mime: 'application/pdf',
        size: 9,
        originalName: '무선 스피커 S 사용 설명서',
      }),
      att(MORPH_TYPE.DOC, 999001, '/files/manuals/missing.pdf', { role: 'doc', mime: 'application/pdf' }),
      att(MORPH_TYPE.DOC, 999002, '/files/../secret.txt', { role: 'doc', mime: 'text/plain' }),
    ])
    .returning();
  const manualAtts = await db.select().from(t.atts);
  const turntablePdf = manualAtts.find((a) => a.path === '/files/manuals/tt-1.pdf');

  // Associations of the turntable: recommend speaker (catalog fixture, sort 0), related package, hidden one.
  const [relatedPkg] = await db
    .insert(t.prodAssocs)
    .values([
      { prodId: c.turntable!.id, prodAssocId: c.pkg!.id, type: PROD_ASSOC_TYPE.RELATED, sort: 1 },
      { prodId: c.turntable!.id, prodAssocId: c.disabledProd!.id, type: PROD_ASSOC_TYPE.RELATED, sort: 2 },
      { prodId: c.speaker!.id, prodAssocId: c.cable!.id, type: PROD_ASSOC_TYPE.RELATED, sort: 1 },
    ])
    .returning();

  const [cancelReasons, otherSurvey] = await db
    .insert(t.feedbackCats)
    .values([{ title: '해지 사유' }, { title: '만족도' }])
    .returning();
  const [tooExpensive, moving, satisfied] = await db
    .insert(t.feedbacks)
    .values([
      { feedbackCatId: cancelReasons!.id, title: '가격이 부담돼요', sort: 2 },
      { feedbackCatId: cancelReasons!.id, title: '이사를 가요', sort: 1 },
      { feedbackCatId: otherSurvey!.id, title: '만족해요', sort: 1 },
    ])
    .returning();

  const [alice, bob] = await db
    .insert(t.users)
    .values([
      { type: USER_TYPE.CUSTOMER, state: STATE.NORMAL, email: 'alice@example.kr', name: '김하나' },
      { type: USER_TYPE.CUSTOMER, state: STATE.NORMAL, email: 'bob@example.kr', name: '이두리' },
    ])
    .returning();

  return {
    ...c,
    weekly,
    newcomers,
    hiddenGroup,
    speakerEntry,
    turntableEntry,
    disabledEntry,
    makerEntry,
    q1,
    q2,
    q3,
    a11,
    a12,
    a21,
    a22,
    a31,
    s1,
    s2,
    s3,
    faqHostile,
    faqPlain,
    notice1,
    notice2,
    notice3,
    usage,
    privacy,
    speakerManual,
    speakerPdf,
    turntablePdf,
    missingPdf,
    escapingFile,
    relatedPkg,
    cancelReasons,
    otherSurvey,
    tooExpensive,
    moving,
    satisfied,
    alice,
    bob,
  };
}

export type StorefrontFixture = Awaited<ReturnType<typeof insertStorefrontFixture>>;
